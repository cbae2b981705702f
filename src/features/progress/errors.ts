import { popups } from '@/ui/popupStore';

export function errorText(error: unknown, fallback = 'Something went wrong'): string {
  return error &&
    typeof error === 'object' &&
    'message' in error &&
    typeof error.message === 'string' &&
    error.message
    ? error.message
    : fallback;
}

/** A failed call: the server's message in the shared popup (what the member typed is kept). */
export function showError(error: unknown): void {
  void popups.alert(errorText(error));
}
