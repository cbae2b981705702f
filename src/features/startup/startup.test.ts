import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { local, storageKeys } from '@/lib/storage';
import { saveConsent } from '@/lib/consent/consent';
import { db } from '../../../mocks/db/store';
import { injectedFailures } from '../../../mocks/failures';
import { server } from '../../../mocks/node';
import { isReloadShortcut, shouldSendClose, shouldSendOpen, startAppEvents } from './startupEvents';
import { parseCalorieData, uploadSavedCalorieData } from './calorieData';
import { logInAs } from '@/lib/testing/logInAs';

describe('open and close events', () => {
  it('no open event on a reload; no close event into the back-forward cache or on a reload', () => {
    expect(shouldSendOpen('navigate')).toBe(true);
    expect(shouldSendOpen('back_forward')).toBe(true);
    expect(shouldSendOpen('reload')).toBe(false);
    expect(shouldSendClose(false, false)).toBe(true);
    expect(shouldSendClose(true, false)).toBe(false);
    expect(shouldSendClose(false, true)).toBe(false);
    expect(isReloadShortcut({ key: 'F5', ctrlKey: false, metaKey: false })).toBe(true);
    expect(isReloadShortcut({ key: 'r', ctrlKey: true, metaKey: false })).toBe(true);
    expect(isReloadShortcut({ key: 'r', ctrlKey: false, metaKey: false })).toBe(false);
  });
});

describe('open and close events are sent', () => {
  const names = () => db.get().events.map((event) => event.name);

  it('with consent: open at start, close on pagehide, none after a reload shortcut', async () => {
    saveConsent(true);
    const stop = startAppEvents();
    await waitFor(() => expect(names()).toEqual(['app_open']));
    window.dispatchEvent(new Event('pagehide'));
    await waitFor(() => expect(names()).toEqual(['app_open', 'app_close']));
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'F5' }));
    window.dispatchEvent(new Event('pagehide'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(names()).toEqual(['app_open', 'app_close']);
    stop();
  });

  it('without consent: nothing', async () => {
    const stop = startAppEvents();
    window.dispatchEvent(new Event('pagehide'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(names()).toEqual([]);
    stop();
  });
});

describe('saved calorie data', () => {
  it('defaults the activity level to 1', () => {
    expect(parseCalorieData({ activity_level: 9 })).toMatchObject({ activity_level: 1 });
    expect(parseCalorieData({ activity_level: 3 })).toMatchObject({ activity_level: 3 });
    expect(parseCalorieData({ activityLevel: '2' })).toEqual({ activity_level: 2 });
    expect(parseCalorieData({ pregnant: 1 })).toEqual({ pregnant: 1, activity_level: 1 });
  });

  it("keeps the calculator's fields only and refuses what is not calculator data", () => {
    const saved = {
      gender: 'female',
      age: 35,
      height: 165,
      weight: 70,
      activity_level: 1,
      is_pregnant: false,
      goal: 'lose',
      bmr: 1395,
      maintenance: 1918,
      target: 1418,
      saved_at: '2025-01-01T10:00:00.000Z',
    };
    expect(parseCalorieData({ ...saved, api_token: 'secret', html: '<img>' })).toEqual(saved);
    expect(parseCalorieData(null)).toBeNull();
    expect(parseCalorieData('70kg')).toBeNull();
    expect(parseCalorieData([{ weight: 70 }])).toBeNull();
    expect(parseCalorieData({})).toBeNull();
    expect(parseCalorieData({ something: 'else' })).toBeNull();
    expect(parseCalorieData({ ...saved, weight: '70' })).toBeNull();
    expect(parseCalorieData({ ...saved, age: -4 })).toBeNull();
    expect(parseCalorieData({ ...saved, gender: 'robot' })).toBeNull();
    expect(parseCalorieData({ ...saved, goal: { $ne: 1 } })).toBeNull();
    expect(parseCalorieData({ ...saved, saved_at: 'x'.repeat(500) })).toBeNull();
  });

  it('sends only the validated fields', async () => {
    await logInAs('premium@example.com');
    local.setJson(storageKeys.savedCalorieData, {
      weight: 70,
      activity_level: 2,
      extra: 'not sent',
    });
    expect(await uploadSavedCalorieData()).toBe('uploaded');
    expect(db.get().calorieUploads[0]?.data).toEqual({ weight: 70, activity_level: 2 });
  });

  it('removes invalid saved data without sending it', async () => {
    await logInAs('premium@example.com');
    const requests: string[] = [];
    server.events.on('request:start', ({ request }) => void requests.push(request.url));
    try {
      local.setJson(storageKeys.savedCalorieData, { weight: 'heavy', activity_level: 2 });
      expect(await uploadSavedCalorieData()).toBe('invalid');
      expect(local.get(storageKeys.savedCalorieData)).toBeNull();
      local.set(storageKeys.savedCalorieData, '{not json');
      expect(await uploadSavedCalorieData()).toBe('invalid');
      expect(local.get(storageKeys.savedCalorieData)).toBeNull();
      expect(await uploadSavedCalorieData()).toBe('none');
    } finally {
      server.events.removeAllListeners();
    }
    expect(requests.filter((url) => url.includes('calories/'))).toEqual([]);
    expect(db.get().calorieUploads).toEqual([]);
  });

  it('is uploaded after login and removed once the server confirms', async () => {
    await logInAs('premium@example.com');
    local.setJson(storageKeys.savedCalorieData, { pregnant: 0, activity_level: 2, weight: 70 });
    expect(await uploadSavedCalorieData()).toBe('uploaded');
    expect(local.get(storageKeys.savedCalorieData)).toBeNull();
    expect(db.get().calorieUploads[0]).toMatchObject({
      user_id: 102,
      data: { activity_level: 2, weight: 70 },
    });
    expect(await uploadSavedCalorieData()).toBe('none');
  });

  it('stays stored when the server refuses', async () => {
    await logInAs('premium@example.com');
    injectedFailures.add('calories/', 'Not saved');
    local.setJson(storageKeys.savedCalorieData, { activity_level: 2 });
    expect(await uploadSavedCalorieData()).toBe('failed');
    expect(local.get(storageKeys.savedCalorieData)).not.toBeNull();
  });
});

describe('consent', () => {
  it('saves both cookies for the decision', () => {
    saveConsent(false);
    expect(document.cookie).toContain('cookie_consent_user_accepted=false');
  });
});
