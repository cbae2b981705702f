import { useRef, type KeyboardEvent } from 'react';
import { CHAT_TABS, type ChatTab } from '../model';

interface ChatTabsProps {
  value: ChatTab;
  unread: Record<ChatTab, boolean>;
  panelId: string;
  idPrefix: string;
  onChange: (tab: ChatTab) => void;
}

/** Group Chats, Messages, RWL Team, each with a dot when it has unread chats. */
export function ChatTabs({ value, unread, panelId, idPrefix, onChange }: ChatTabsProps) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    let next = -1;
    if (event.key === 'ArrowRight') next = (index + 1) % CHAT_TABS.length;
    else if (event.key === 'ArrowLeft') next = (index - 1 + CHAT_TABS.length) % CHAT_TABS.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = CHAT_TABS.length - 1;
    if (next < 0) return;
    event.preventDefault();
    refs.current[next]?.focus();
    const tab = CHAT_TABS[next];
    if (tab) onChange(tab.code);
  };
  return (
    <div className="chat-tabs" role="tablist" aria-label="Chats">
      {CHAT_TABS.map((tab, index) => {
        const selected = tab.code === value;
        return (
          <button
            key={tab.code}
            ref={(element) => {
              refs.current[index] = element;
            }}
            id={`${idPrefix}-${tab.code}`}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            className={`chat-tabs__tab${selected ? ' chat-tabs__tab--selected' : ''}`}
            onClick={() => onChange(tab.code)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
            {unread[tab.code] ? (
              <>
                <span className="chat-tabs__dot" aria-hidden="true" />
                <span className="visually-hidden"> (unread)</span>
              </>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}
