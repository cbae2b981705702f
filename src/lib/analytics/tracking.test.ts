import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveConsent } from '@/lib/consent/consent';
import { sendPageView } from '@/lib/analytics/pageView';
import { db } from '../../../mocks/db/store';
import { server } from '../../../mocks/node';
import {
  conversionValue,
  loadTrackingPixels,
  PIXEL_SCRIPTS,
  recordClick,
  trackConversion,
  trackingPixelsLoaded,
} from './tracking';

const trackingScripts = () => document.querySelectorAll('script[data-tracking]');

describe('tracking only with tracking and targeting consent', () => {
  it('without a decision: no pixel script and no request', async () => {
    expect(loadTrackingPixels()).toBe(0);
    expect(trackingScripts()).toHaveLength(0);
    expect(
      await recordClick({ category: 'home', screen_name: 'home', element_id: 1, title: 'Card' }),
    ).toBe(false);
    expect(await trackConversion('purchase', 10)).toBe(false);
    expect(db.get().events).toHaveLength(0);
  });

  it("after 'NO THANKS': still nothing", async () => {
    saveConsent(false);
    expect(loadTrackingPixels()).toBe(0);
    expect(
      await recordClick({ category: 'home', screen_name: 'home', element_id: 1, title: 'Card' }),
    ).toBe(false);
    expect(db.get().events).toHaveLength(0);
  });

  it("after 'YES, I AGREE!' with a real API: the pixel scripts load once, clicks and conversions are recorded", async () => {
    saveConsent(true);
    expect(loadTrackingPixels(document, false)).toBe(PIXEL_SCRIPTS.length);
    expect(loadTrackingPixels(document, false)).toBe(0);
    expect(trackingScripts()).toHaveLength(PIXEL_SCRIPTS.length);
    expect(
      await recordClick({ category: 'home', screen_name: 'home', element_id: 1, title: 'Card' }),
    ).toBe(true);
    expect(await trackConversion('purchase', 'not a price')).toBe(true);
    const names = db.get().events.map((event) => event.name);
    expect(names).toEqual(['click', 'conversion']);
    expect(db.get().events[0]?.data).toMatchObject({ device_type: 'web' });
    expect(db.get().events[1]?.data).toMatchObject({ value: 19.99, currency: 'GBP' });
    trackingScripts().forEach((script) => script.remove());
  });

  it("after 'YES, I AGREE!' in mock mode: nothing is fetched from the vendors, each pixel's load is recorded once", async () => {
    saveConsent(true);
    expect(trackingPixelsLoaded()).toBe(false);
    expect(loadTrackingPixels()).toBe(PIXEL_SCRIPTS.length);
    expect(loadTrackingPixels()).toBe(0);
    expect(trackingScripts()).toHaveLength(0);
    expect(trackingPixelsLoaded()).toBe(true);
    await vi.waitFor(() =>
      expect(db.get().events.filter((event) => event.name === 'pixel_load')).toHaveLength(
        PIXEL_SCRIPTS.length,
      ),
    );
    expect(db.get().events.map((event) => (event.data as { pixel: string }).pixel)).toEqual(
      PIXEL_SCRIPTS.map((pixel) => pixel.id),
    );
  });

  it('no pixel and no page view on reset, login and every page with a card form', async () => {
    saveConsent(true);
    const paths = [
      '/resetpassword/7/auth/s3cr3tT0ken',
      '/login',
      '/reg-paywall',
      '/home/profile/upgrade-downgrade',
      '/home/upgrade-downgrade',
      '/checkout',
      '/rwl-coaches/viewbasket',
      '/retreats/1401/bookevent',
      '/rwl-coacho-reg1',
      '/home/profile',
    ];
    for (const path of paths) {
      window.history.replaceState(null, '', path);
      expect(loadTrackingPixels()).toBe(0);
      await sendPageView(path);
    }
    expect(trackingScripts()).toHaveLength(0);
    expect(db.get().events.filter((event) => event.name === 'page_view')).toEqual([]);
    expect(JSON.stringify(db.get().events)).not.toContain('s3cr3tT0ken');
    window.history.replaceState(null, '', '/');
  });

  it('page views carry the route, not the secret in a path', async () => {
    saveConsent(true);
    await sendPageView('/verifycommunitygrouplink/2/SumShr01R8j');
    await sendPageView('/retreats/1401');
    const views = db.get().events.filter((event) => event.name === 'page_view');
    expect(views.map((event) => event.data)).toEqual([
      expect.objectContaining({ path: '/verifycommunitygrouplink/:type/:code' }),
      expect.objectContaining({ path: '/retreats/1401' }),
    ]);
    expect(JSON.stringify(db.get().events)).not.toContain('SumShr01R8j');
  });

  it('default conversion value is 19.99 GBP, 249.99 for ZAR', () => {
    expect(conversionValue(undefined)).toBe(19.99);
    expect(conversionValue('0', 'ZAR')).toBe(249.99);
    expect(conversionValue('34.97')).toBe(34.97);
    expect(conversionValue('')).toBe(19.99);
    expect(conversionValue(-5)).toBe(19.99);
  });

  it('a price of 1 (the 1.00 first payment) takes the default value too', () => {
    expect(conversionValue(1)).toBe(19.99);
    expect(conversionValue('1.00')).toBe(19.99);
    expect(conversionValue(1, 'zar')).toBe(249.99);
    expect(conversionValue(1.5)).toBe(1.5);
  });
});

describe('purchase conversions with hashed user data', () => {
  const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
  const buyer = {
    email: ' Fiona@Example.com',
    first_name: 'Fiona',
    last_name: 'Free ',
    phone: '07700 900123',
    user_id: '101',
  };
  const pixelWindow = window as unknown as { fbq?: unknown };

  afterEach(() => {
    delete pixelWindow.fbq;
    server.events.removeAllListeners();
  });

  it('without consent nothing is sent, not even hashed', async () => {
    const requests: string[] = [];
    server.events.on('request:start', ({ request }) => void requests.push(request.url));
    expect(await trackConversion('purchase', 44.97, 'GBP', buyer)).toBe(false);
    saveConsent(false);
    expect(await trackConversion('purchase', 44.97, 'GBP', buyer)).toBe(false);
    expect(requests).toEqual([]);
    expect(db.get().events).toHaveLength(0);
  });

  it('with consent the server gets the hashes, the pixels only event, value and currency', async () => {
    saveConsent(true);
    const fbq = vi.fn();
    pixelWindow.fbq = fbq;
    expect(await trackConversion('purchase', 44.97, 'gbp', buyer)).toBe(true);
    expect(fbq).toHaveBeenCalledWith('track', 'purchase', { value: 44.97, currency: 'GBP' });
    const [event] = db.get().events;
    expect(event).toMatchObject({ name: 'conversion' });
    expect(event?.data).toEqual({
      event: 'purchase',
      value: 44.97,
      currency: 'GBP',
      user_data: {
        em: sha256('fiona@example.com'),
        fn: sha256('fiona'),
        ln: sha256('free'),
        ph: sha256('447700900123'),
        external_id: sha256('101'),
      },
    });
    const recorded = JSON.stringify(db.get().events);
    expect(recorded).not.toMatch(/fiona@example\.com|07700|447700900123/i);
  });

  it('without user details no user_data is sent', async () => {
    saveConsent(true);
    expect(await trackConversion('purchase', 0, 'ZAR')).toBe(true);
    expect(db.get().events[0]?.data).toEqual({ event: 'purchase', value: 249.99, currency: 'ZAR' });
  });
});
