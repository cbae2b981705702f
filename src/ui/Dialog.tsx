import { useEffect, useId, useRef, type ReactNode } from 'react';
import './dialog.css';

interface DialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Hide the visible title (it still names the dialog). */
  hideTitle?: boolean;
  size?: 'small' | 'medium' | 'large';
  closeLabel?: string;
}

/** A modal dialog: role dialog named by its title, Escape closes, focus moves inside and back. */
export function Dialog({ title, onClose, children, hideTitle, size = 'small', closeLabel = 'Close' }: DialogProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    // Focus the marked element, else the first control of the body, else the dialog itself.
    const focusable =
      panel.current?.querySelector<HTMLElement>('[data-autofocus]') ??
      panel.current?.querySelector<HTMLElement>(
        '.dialog__body :is(button:not([disabled]), [href], input, select, textarea)',
      );
    (focusable ?? panel.current)?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onCloseRef.current();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus?.();
    };
  }, []);

  return (
    <div className="dialog-backdrop">
      <div
        ref={panel}
        className={`dialog dialog--${size}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className="dialog__header">
          <h2 id={titleId} className={hideTitle ? 'visually-hidden' : 'dialog__title'}>
            {title}
          </h2>
          <button type="button" className="dialog__close" aria-label={closeLabel} onClick={onClose}>
            ×
          </button>
        </div>
        <div className="dialog__body">{children}</div>
      </div>
    </div>
  );
}
