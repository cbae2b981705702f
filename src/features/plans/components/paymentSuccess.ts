import { popups } from '@/ui/popupStore';
import { local, storageKeys } from '@/lib/storage';
import { congratulationsAction, pinnedRoute, SUCCESS_MESSAGE, SUCCESS_TITLE } from '../model';

/** The app link a device offer opens after payment. */
export const APP_LINK = 'https://rwl.app.link/open';

/**
 * The congratulations popup ('Congratulations, your payment was successful!' titled 'Success')
 * and its button (spec 2 §4): pinned screen, /home on the unsubscribe route, the app link for
 * a device offer, otherwise a reload.
 */
export async function showPaymentSuccess(options: {
  navigate: (to: string) => void;
  pinScreen: { screen_id: string; screen_name: string } | null;
  message?: string;
}): Promise<void> {
  await popups.show({ title: SUCCESS_TITLE, message: options.message || SUCCESS_MESSAGE, buttons: [{ label: 'Continue', value: 'ok', variant: 'primary' }] });
  const action = congratulationsAction({
    pinnedRoute: pinnedRoute(options.pinScreen),
    pathname: window.location.pathname,
    deviceOffer: local.get(storageKeys.deviceOffer),
    appLink: APP_LINK,
  });
  if (action.kind === 'navigate') options.navigate(action.to);
  else if (action.kind === 'open') window.location.assign(action.url);
  else window.location.reload();
}
