import { useId, useState, type ReactNode } from 'react';
import './accordion.css';

export interface AccordionItem {
  title: string;
  content: ReactNode;
  /** Names the item for a link (#id): the item the page's address names opens at first. */
  id?: string;
}

/** The index of the item the address's #id names, or null. */
function linkedItem(items: AccordionItem[]): number | null {
  if (typeof window === 'undefined') return null;
  const hash = decodeURIComponent(window.location.hash.slice(1));
  if (!hash) return null;
  const index = items.findIndex((item) => item.id === hash);
  return index >= 0 ? index : null;
}

/** Questions that open one at a time: each header is a button with aria-expanded. */
export function Accordion({
  items,
  headingLevel = 3,
}: {
  items: AccordionItem[];
  headingLevel?: 2 | 3 | 4;
}) {
  const baseId = useId();
  const [open, setOpen] = useState<number | null>(() => linkedItem(items));
  const Heading = `h${headingLevel}` as 'h2' | 'h3' | 'h4';
  return (
    <div className="accordion">
      {items.map((item, index) => {
        const expanded = open === index;
        const buttonId = `${baseId}-button-${index}`;
        const panelId = `${baseId}-panel-${index}`;
        return (
          <div
            className={`accordion__item${expanded ? ' accordion__item--open' : ''}`}
            key={item.title}
            id={item.id}
          >
            <Heading className="accordion__heading">
              <button
                type="button"
                id={buttonId}
                className="accordion__button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? null : index)}
              >
                <span>{item.title}</span>
                <span className="accordion__icon" aria-hidden="true">
                  {expanded ? '−' : '+'}
                </span>
              </button>
            </Heading>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              className="accordion__panel"
              hidden={!expanded}
            >
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
