import { popups } from '@/ui/popupStore';
import { local, storageKeys } from '@/lib/storage';
import { trackConversion } from '@/lib/analytics/tracking';
import type { AdUser } from '@/lib/analytics/adUserData';
import { congratulationsAction, pinnedRoute, SUCCESS_MESSAGE, SUCCESS_TITLE } from '../model';

/** The app link a device offer opens after payment. */
export const APP_LINK = 'https://rwl.app.link/open';

/** What a successful web payment was for: the plan price paid, its currency and the buyer. */
export interface PaidPurchase {
  price: unknown;
  currency?: string;
  user?: AdUser | null;
}

/**
 * The purchase conversion (spec 1 §9, spec 3 §7): value is the price paid, 19.99 GBP (249.99 ZAR)
 * when it is 0, 1 or not a price; the user's details go hashed. Nothing without consent.
 */
export function trackPurchase(purchase: PaidPurchase): Promise<boolean> {
  return trackConversion(
    'purchase',
    purchase.price,
    purchase.currency || 'GBP',
    purchase.user,
  ).catch(() => false);
}

/**
 * The congratulations popup ('Congratulations, your payment was successful!' titled 'Success')
 * and its button (spec 2 §4): pinned screen, /home on the unsubscribe route, the app link for
 * a device offer, otherwise a reload.
 */
export async function showPaymentSuccess(options: {
  navigate: (to: string) => void;
  pinScreen: { screen_id: string; screen_name: string } | null;
  message?: string;
  /** The payment behind the popup: recorded as a purchase conversion (consent permitting). */
  purchase?: PaidPurchase;
}): Promise<void> {
  if (options.purchase) void trackPurchase(options.purchase);
  await popups.show({
    title: SUCCESS_TITLE,
    message: options.message || SUCCESS_MESSAGE,
    buttons: [{ label: 'Continue', value: 'ok', variant: 'primary' }],
  });
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
