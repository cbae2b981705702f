import { describe, expect, it } from 'vitest';
import { saveConsent } from '@/lib/consent/consent';
import { db } from '../../../mocks/db/store';
import {
  conversionValue,
  loadTrackingPixels,
  PIXEL_SCRIPTS,
  recordClick,
  trackConversion,
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

  it("after 'YES, I AGREE!': pixels load once, clicks and conversions are recorded", async () => {
    saveConsent(true);
    expect(loadTrackingPixels()).toBe(PIXEL_SCRIPTS.length);
    expect(loadTrackingPixels()).toBe(0);
    expect(
      await recordClick({ category: 'home', screen_name: 'home', element_id: 1, title: 'Card' }),
    ).toBe(true);
    expect(await trackConversion('purchase', 'not a price')).toBe(true);
    const names = db.get().events.map((event) => event.name);
    expect(names).toEqual(['click', 'conversion']);
    expect(db.get().events[0].data).toMatchObject({ device_type: 'web' });
    expect(db.get().events[1].data).toMatchObject({ value: 19.99, currency: 'GBP' });
    trackingScripts().forEach((script) => script.remove());
  });

  it('default conversion value is 19.99 GBP, 249.99 for ZAR', () => {
    expect(conversionValue(undefined)).toBe(19.99);
    expect(conversionValue('0', 'ZAR')).toBe(249.99);
    expect(conversionValue('34.97')).toBe(34.97);
  });
});
