import { createExternalStore, useExternalStore } from '@/lib/externalStore';

/**
 * The shared popup queue. Anything (a page, a service, the http layer) can show a popup;
 * the PopupHost renders the first one. Title defaults to 'Alert', button to OK. A message that
 * carries a mail link with a subject (spec 2 §7) is read by the popup itself (PopupDialog, loaded
 * with the first popup), so the start-up code does not carry it.
 */
export interface PopupButton {
  label: string;
  value: string;
  variant?: 'primary' | 'secondary';
}

export interface PopupRequest {
  title?: string;
  message: string;
  buttons?: PopupButton[];
  /** A support address shown under the message (the error-popup variant of spec 1 §8). */
  supportEmail?: string;
}

export interface OpenPopup extends Required<Omit<PopupRequest, 'supportEmail'>> {
  id: number;
  supportEmail?: string;
  resolve: (value: string) => void;
}

const queue = createExternalStore<OpenPopup[]>([]);
let nextId = 1;

export const DISMISSED = 'dismissed';

export const popups = {
  /** Shows a popup; resolves with the value of the button pressed ('dismissed' on Escape). */
  show(request: PopupRequest): Promise<string> {
    return new Promise((resolve) => {
      queue.update((open) => [
        ...open,
        {
          id: nextId++,
          title: request.title ?? 'Alert',
          message: request.message,
          buttons: request.buttons ?? [{ label: 'OK', value: 'ok', variant: 'primary' }],
          supportEmail: request.supportEmail,
          resolve,
        },
      ]);
    });
  },
  /**
   * Shows the server's message (title 'Alert', button OK). With no message (a call the app
   * cancelled: see failureMessage) there is nothing to tell, and no popup.
   */
  alert(message: string, title = 'Alert'): Promise<string> {
    if (!message.trim()) return Promise.resolve(DISMISSED);
    return popups.show({ title, message });
  },
  confirm(
    message: string,
    title: string,
    confirmLabel = 'Confirm',
    cancelLabel = 'Cancel',
  ): Promise<boolean> {
    return popups
      .show({
        title,
        message,
        buttons: [
          { label: cancelLabel, value: 'cancel', variant: 'secondary' },
          { label: confirmLabel, value: 'confirm', variant: 'primary' },
        ],
      })
      .then((value) => value === 'confirm');
  },
  close(id: number, value: string): void {
    const popup = queue.get().find((item) => item.id === id);
    queue.update((open) => open.filter((item) => item.id !== id));
    popup?.resolve(value);
  },
  subscribe: queue.subscribe,
  current(): OpenPopup | null {
    return queue.get()[0] ?? null;
  },
};

export function useCurrentPopup(): OpenPopup | null {
  return useExternalStore(queue)[0] ?? null;
}
