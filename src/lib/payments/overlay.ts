import './payments.css';

/**
 * A framework-free modal sheet for the provider steps (3-D Secure challenge, wallet sheet):
 * role dialog named by its title, Escape cancels, focus moves inside and back.
 */
export interface Overlay {
  body: HTMLElement;
  close(): void;
}

let nextId = 1;

export function openOverlay(title: string, onEscape: () => void): Overlay {
  const previous = document.activeElement as HTMLElement | null;
  const backdrop = document.createElement('div');
  backdrop.className = 'payment-overlay';
  const panel = document.createElement('div');
  const titleId = `payment-overlay-title-${nextId++}`;
  panel.className = 'payment-overlay__panel';
  panel.setAttribute('role', 'dialog');
  panel.setAttribute('aria-modal', 'true');
  panel.setAttribute('aria-labelledby', titleId);
  panel.tabIndex = -1;
  const heading = document.createElement('h2');
  heading.id = titleId;
  heading.className = 'payment-overlay__title';
  heading.textContent = title;
  const body = document.createElement('div');
  body.className = 'payment-overlay__body';
  panel.append(heading, body);
  backdrop.append(panel);
  document.body.append(backdrop);
  panel.focus();

  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onEscape();
    }
  };
  document.addEventListener('keydown', onKey, true);
  return {
    body,
    close() {
      document.removeEventListener('keydown', onKey, true);
      backdrop.remove();
      previous?.focus?.();
    },
  };
}
