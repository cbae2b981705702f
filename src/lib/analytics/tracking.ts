/**
 * Tracking of spec 1 §4 and §7: page views, click records, conversion events and third-party
 * pixels, only when both tracking and targeting consent are true. Before that no tracking
 * script is added to the page and no tracking request leaves it.
 */
import { trackingAllowed } from '@/lib/consent/consent';
import { isNoTrackingPath, notePixelsRan, sendPageView } from '@/lib/analytics/pageView';
import { hashAdUserData, type AdUser } from '@/lib/analytics/adUserData';
import { env } from '@/lib/env';
import { onAppRestart } from '@/lib/appRestart';

/** The third-party pixels (ad conversions, heatmap, short-video ads, pin-board, analytics). */
export const PIXEL_SCRIPTS = [
  { id: 'pixel-ads', src: 'https://connect.facebook.net/en_US/fbevents.js' },
  { id: 'pixel-analytics', src: 'https://www.googletagmanager.com/gtag/js' },
  { id: 'pixel-heatmap', src: 'https://static.hotjar.com/c/hotjar.js' },
  { id: 'pixel-short-video', src: 'https://analytics.tiktok.com/i18n/pixel/events.js' },
  { id: 'pixel-pinboard', src: 'https://s.pinimg.com/ct/core.js' },
] as const;

/**
 * Default conversion value 19.99 GBP (249.99 for ZAR) when no valid price is known (spec 1 §9),
 * and when the price is 0 or 1 (spec 2 §9: a first payment of 1.00 is not the plan's price).
 */
export function conversionValue(price: unknown, currency = 'GBP'): number {
  const value =
    typeof price === 'string' && price.trim() !== ''
      ? Number(price)
      : typeof price === 'number'
        ? price
        : NaN;
  const rounded = Math.round(value * 100) / 100;
  if (Number.isFinite(rounded) && rounded > 0 && rounded !== 1) return rounded;
  return currency.toUpperCase() === 'ZAR' ? 249.99 : 19.99;
}

interface PixelWindow {
  fbq?: (...args: unknown[]) => void;
  ttq?: { track: (...args: unknown[]) => void };
  pintrk?: (...args: unknown[]) => void;
  gtag?: (...args: unknown[]) => void;
}

/** The pixels "loaded" in mock mode: recorded once each, never fetched. */
const recordedPixels = new Set<string>();
onAppRestart(() => recordedPixels.clear());

/**
 * Adds the pixel scripts once; nothing without consent, and nothing on a page with a secret or
 * card details (reset, login, registration, payment pages). Returns how many were added.
 * In mock mode nothing is fetched from the vendors: each pixel's load is recorded by the mock
 * (an `app_event` named `pixel_load`, read with `__mock.events()`) instead.
 */
export function loadTrackingPixels(doc: Document = document, mockMode = env.mockBackend): number {
  if (!trackingAllowed()) return 0;
  if (isNoTrackingPath(doc.location?.pathname ?? window.location.pathname)) return 0;
  let added = 0;
  for (const pixel of PIXEL_SCRIPTS) {
    if (mockMode) {
      if (recordedPixels.has(pixel.id)) continue;
      recordedPixels.add(pixel.id);
      void post('analytics/app_event', { event: 'pixel_load', pixel: pixel.id });
      added += 1;
      continue;
    }
    if (doc.getElementById(pixel.id)) continue;
    const script = doc.createElement('script');
    script.id = pixel.id;
    script.async = true;
    script.src = pixel.src;
    script.dataset.tracking = 'true';
    doc.head.appendChild(script);
    added += 1;
  }
  if (added) notePixelsRan();
  return added;
}

/** Whether any pixel runs on this page (a withdrawal of consent then starts the page again). */
export function trackingPixelsLoaded(doc: Document = document): boolean {
  return recordedPixels.size > 0 || doc.querySelector('script[data-tracking]') !== null;
}

async function post(path: string, body: Record<string, unknown>): Promise<void> {
  const { apiRequest } = await import('@/lib/api/request');
  await apiRequest({ url: path, method: 'POST', body, auth: 'none' }).catch(() => undefined);
}

export interface ClickRecord {
  category: string;
  screen_name: string;
  element_id: string | number;
  title: string;
  device_type?: string;
}

/** Click analytics (category, screen_name, element_id, title, device_type default web). */
export async function recordClick(click: ClickRecord): Promise<boolean> {
  if (!trackingAllowed()) return false;
  await post('analytics/click', { ...click, device_type: click.device_type ?? 'web' });
  return true;
}

/**
 * A conversion event (purchase, add to cart, checkout) to the server and the loaded pixels.
 * The server-to-server call also carries the user's hashed email, names, phone and id
 * (spec 3 §7); the pixels get only the event, value and currency. Nothing without consent.
 */
export async function trackConversion(
  event: string,
  price?: unknown,
  currencyCode = 'GBP',
  user?: AdUser | null,
): Promise<boolean> {
  if (!trackingAllowed()) return false;
  const currency = (currencyCode || 'GBP').toUpperCase();
  const value = event === 'add_to_cart' ? 0 : conversionValue(price, currency);
  const pixels = window as unknown as PixelWindow;
  pixels.fbq?.('track', event, { value, currency });
  pixels.gtag?.('event', event, { value, currency });
  pixels.pintrk?.('track', event, { value, currency });
  const shortVideo = () => pixels.ttq?.track(event, { value, currency });
  // The short-video pixel may still be loading: retry once after 1 second.
  if (pixels.ttq) shortVideo();
  else window.setTimeout(shortVideo, 1000);
  const userData = await hashAdUserData(user);
  await post('analytics/conversion', {
    event,
    value,
    currency,
    ...(Object.keys(userData).length ? { user_data: userData } : {}),
  });
  return true;
}

/** After the visitor agrees: the pixels load and the current page view is sent. */
export function startTracking(path: string): void {
  if (!trackingAllowed()) return;
  loadTrackingPixels();
  void sendPageView(path);
}
