import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { closeModal, focusAfterClose, focusBeforeOpen, showModalInOrder } from '@/lib/modal';
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

/**
 * A modal dialog: the native `<dialog>` opened with `showModal()`, named by its title. The
 * browser puts it in the top layer, makes the page behind inert (the dialogs under it
 * included) and keeps focus inside; Escape closes the topmost one only, and focus goes back to
 * the element that opened it. The owner decides: Escape and the close button call `onClose`, and
 * the dialog closes when the owner stops rendering it.
 */
export function Dialog({
  title,
  onClose,
  children,
  hideTitle,
  size = 'small',
  closeLabel = 'Close',
}: DialogProps) {
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });

  // A layout effect: the dialog is open (and the page behind inert) before paint.
  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const returnTo = focusBeforeOpen();
    let closing = false;
    const onCancel = (event: Event) => {
      event.preventDefault();
      onCloseRef.current();
    };
    // Chrome does not let a page cancel a second Escape without a click or key in between: the
    // dialog closes by itself. The owner hears of it, and shows it again if it keeps it.
    // A `close` event is queued as a task, so one may arrive after the dialog was shown again:
    // StrictMode's second effect (cleanup closes it, the effect shows it at once) leaves the
    // first close's event for this listener. The dialog is open then: that event is stale.
    const onNativeClose = () => {
      if (closing || element.open) return;
      onCloseRef.current();
      requestAnimationFrame(() => {
        if (!closing && element.isConnected && !element.open) showModalInOrder(element);
      });
    };
    element.addEventListener('cancel', onCancel);
    element.addEventListener('close', onNativeClose);
    showModalInOrder(element);
    return () => {
      closing = true;
      element.removeEventListener('cancel', onCancel);
      element.removeEventListener('close', onNativeClose);
      closeModal(element);
      focusAfterClose(element, returnTo);
    };
  }, []);

  return (
    <dialog
      ref={dialog}
      className={`dialog dialog--${size}`}
      aria-modal="true"
      aria-labelledby={titleId}
      data-modal=""
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
    </dialog>
  );
}
