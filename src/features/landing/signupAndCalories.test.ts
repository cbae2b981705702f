import { calculateCalories, calorieFieldErrors } from '@/lib/calories';
import { saveConsent } from '@/lib/consent/consent';
import { checkSignupFields, trackingParameters } from './signup';

describe('checkSignupFields', () => {
  it('reports every field that is empty after trimming', () => {
    expect(checkSignupFields({ name: '  ', email: '' }, 'email')).toEqual({
      ok: false,
      reason: 'empty',
      fields: ['name', 'email'],
    });
    expect(checkSignupFields({ name: 'Jo', email: ' ' }, 'email')).toEqual({
      ok: false,
      reason: 'empty',
      fields: ['email'],
    });
  });

  it('checks the email pattern after the empty check', () => {
    expect(checkSignupFields({ name: 'Jo', email: 'jo@' }, 'email')).toEqual({
      ok: false,
      reason: 'email',
    });
    expect(checkSignupFields({ name: 'Jo', email: 'jo@example.toolong' }, 'email')).toEqual({
      ok: false,
      reason: 'email',
    });
    expect(
      checkSignupFields({ name: 'J'.repeat(10_000), email: 'jo@example.com' }, 'email'),
    ).toEqual({ ok: false, reason: 'long', fields: ['name'] });
    expect(
      checkSignupFields({ name: 'Jo', email: `${'j'.repeat(10_000)}@example.com` }, 'email'),
    ).toEqual({ ok: false, reason: 'long', fields: ['email'] });
    expect(checkSignupFields({ name: 'J'.repeat(50), email: 'jo@example.com' }, 'email').ok).toBe(
      true,
    );
  });

  it('returns the trimmed values', () => {
    expect(
      checkSignupFields({ firstName: ' Jo ', email: ' jo+fit@example.co.uk ' }, 'email'),
    ).toEqual({
      ok: true,
      values: { firstName: 'Jo', email: 'jo+fit@example.co.uk' },
    });
  });
});

describe('trackingParameters', () => {
  const search = '?utm_source=fb&utm_campaign=spring&x=1&fbclid=abc&gclid=g1&ttclid=t1';

  it('without tracking consent keeps the utm_ parameters but no ad click id', () => {
    expect(trackingParameters(search)).toEqual({ utm_source: 'fb', utm_campaign: 'spring' });
    saveConsent(false);
    expect(trackingParameters(search)).toEqual({ utm_source: 'fb', utm_campaign: 'spring' });
  });

  it('with tracking consent adds the click ids (fbclid, gclid, ttclid)', () => {
    saveConsent(true);
    expect(trackingParameters(search)).toEqual({
      utm_source: 'fb',
      utm_campaign: 'spring',
      fbclid: 'abc',
      gclid: 'g1',
      ttclid: 't1',
    });
  });
});

describe('calculateCalories', () => {
  const base = {
    gender: 'female' as const,
    age: 35,
    height: 165,
    weight: 70,
    activity_level: 1,
    is_pregnant: false,
    goal: 'maintain' as const,
  };

  it('uses Mifflin-St Jeor times the activity factor', () => {
    // 10*70 + 6.25*165 - 5*35 - 161 = 1395.25; * 1.375 = 1918.47
    expect(calculateCalories(base)).toEqual({ bmr: 1395, maintenance: 1918, target: 1918 });
  });

  it('takes 500 off to lose weight, never below 1200, and adds 300 to gain', () => {
    expect(calculateCalories({ ...base, goal: 'lose' }).target).toBe(1418);
    expect(calculateCalories({ ...base, goal: 'lose', weight: 40, activity_level: 0 }).target).toBe(
      1200,
    );
    expect(calculateCalories({ ...base, goal: 'gain' }).target).toBe(2218);
  });

  it('never suggests a deficit in pregnancy', () => {
    expect(calculateCalories({ ...base, goal: 'lose', is_pregnant: true }).target).toBe(2118);
  });

  it('checks the number fields', () => {
    expect(calorieFieldErrors({ age: '', height: '300', weight: '70' })).toEqual({
      age: 'Please enter an age between 16 and 99.',
      height: 'Please enter a height between 120 and 230 cm.',
    });
  });
});
