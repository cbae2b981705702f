import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { FILTER_OPTIONS, filterLabel, type ChatFilter } from '../model';

interface FilterMenuProps {
  value: ChatFilter;
  onChange: (value: ChatFilter) => void;
}

/** Staff only: Unread, Follow up, Urgent and Reset (spec 3 §4). */
export function FilterMenu({ value, onChange }: FilterMenuProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const items = menu.current;
    (
      items?.querySelector<HTMLElement>('[aria-checked="true"]') ??
      items?.querySelector<HTMLElement>('[role^="menuitem"]')
    )?.focus();
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const choose = (next: ChatFilter) => {
    close();
    if (next !== value) onChange(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = Array.from(
      menu.current?.querySelectorAll<HTMLElement>('[role^="menuitem"]') ?? [],
    );
    const index = items.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      items[(index + 1) % items.length]?.focus();
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      items[(index - 1 + items.length) % items.length]?.focus();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  return (
    <div className="chat-filter">
      <button
        ref={button}
        type="button"
        className={`icon-button chat-filter__button${value ? ' chat-filter__button--active' : ''}`}
        aria-label={value ? `Filter chats: ${filterLabel(value)}` : 'Filter chats'}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((previous) => !previous)}
      >
        <svg
          aria-hidden="true"
          width="22"
          height="22"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M3 5h18l-7 8v6l-4 2v-8z" />
        </svg>
        {value ? <span className="chat-filter__dot" aria-hidden="true" /> : null}
      </button>
      {open ? (
        <div
          ref={menu}
          id={menuId}
          className="chat-filter__menu"
          role="menu"
          aria-label="Filter chats"
          tabIndex={-1}
          onKeyDown={onKeyDown}
        >
          {FILTER_OPTIONS.map((option) => (
            <button
              key={option.value}
              type="button"
              role="menuitemradio"
              aria-checked={value === option.value}
              className="chat-filter__item"
              onClick={() => choose(option.value)}
            >
              {option.label}
            </button>
          ))}
          <button
            type="button"
            role="menuitem"
            className="chat-filter__item chat-filter__item--reset"
            onClick={() => choose(0)}
          >
            Reset
          </button>
        </div>
      ) : null}
    </div>
  );
}
