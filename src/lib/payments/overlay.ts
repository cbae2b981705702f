import { closeModal, focusAfterClose, focusBeforeOpen, showModalInOrder } from '../modal';
import './payments.css';

/**
 * A framework-free modal sheet for the provider steps (3-D Secure challenge, wallet sheet): a
 * native `<dialog>` shown with `showModal()`, so it sits above any dialog the step was opened
 * from; named by its title, Escape cancels, focus moves inside and back.
 */
export interface Overlay {
  body: HTMLElement;
  close(): void;
}

let nextId = 1;

export function openOverlay(title: string, onEscape: () => void): Overlay {
  const returnTo = focusBeforeOpen();
  const panel = document.createElement('dialog');
  const titleId = `payment-overlay-title-${nextId++}`;
  panel.className = 'payment-overlay__panel';
  panel.setAttribute('aria-modal', 'true');
  panel.setAttribute('aria-labelledby', titleId);
  panel.dataset.modal = '';
  panel.tabIndex = -1;
  const heading = document.createElement('h2');
  heading.id = titleId;
  heading.className = 'payment-overlay__title';
  heading.textContent = title;
  const body = document.createElement('div');
  body.className = 'payment-overlay__body';
  panel.append(heading, body);
  document.body.append(panel);

  let closed = false;
  const onCancel = (event: Event) => {
    event.preventDefault();
    onEscape();
  };
  // Closed by the browser (a repeated Escape cannot always be cancelled): the step is cancelled.
  const onNativeClose = () => {
    if (!closed) onEscape();
  };
  panel.addEventListener('cancel', onCancel);
  panel.addEventListener('close', onNativeClose);
  showModalInOrder(panel);
  panel.focus();
  return {
    body,
    close() {
      if (closed) return;
      closed = true;
      panel.removeEventListener('cancel', onCancel);
      panel.removeEventListener('close', onNativeClose);
      closeModal(panel);
      panel.remove();
      focusAfterClose(panel, returnTo);
    },
  };
}
