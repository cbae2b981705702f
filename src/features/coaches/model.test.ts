import { describe, expect, it } from 'vitest';
import { COACH_REGISTRATION_STEPS } from '@/features/registration';
import {
  COACH_STEPS,
  coachAreaView,
  emptyDraft,
  firstInvalidStep,
  planPrice,
  readDraft,
  registerBody,
  resolveStep,
  routeId,
  stepPath,
  validateAccount,
  validateCoaching,
  validateDetails,
  validateIdentity,
  validateQualifications,
  type CoachAccount,
  type CoachDraft,
} from './model';

const picture = { name: 'a.png', dataUrl: 'data:image/png;base64,AAAA' };

const filled: CoachDraft = {
  ...emptyDraft(),
  first_name: 'Cara',
  last_name: 'Coach',
  email: 'cara@example.com',
  phone: '07700 900123',
  speciality: 'Yoga',
  place: 'Leeds',
  qualification: 'Level 3 personal trainer',
  certificate: picture,
  identity_image: picture,
  face_picture: picture,
};

const account = (patch: Partial<CoachAccount>): CoachAccount => ({
  is_fitpro: 1,
  fitpro_id: '901',
  name: 'Rachel Adams',
  plan_id: 9702,
  plan_title: 'Pro monthly',
  plans: [],
  bookings: [],
  ...patch,
});

describe('the coaches area', () => {
  it('asks a visitor to sign in, tells a member it is not a coach account, and sends a coach without a plan to choose one', () => {
    expect(coachAreaView(false, undefined)).toBe('sign-in');
    expect(coachAreaView(true, account({ is_fitpro: 0 }))).toBe('not-coach');
    expect(coachAreaView(true, account({ plan_id: 0 }))).toBe('choose-plan');
    expect(coachAreaView(true, account({}))).toBe('ready');
  });

  it('reads ids of 1 to 12 digits only', () => {
    expect(routeId('901')).toBe('901');
    for (const bad of ['', 'abc', '9.1', '1234567890123', '-1']) expect(routeId(bad)).toBeNull();
    expect(routeId(undefined)).toBeNull();
  });

  it('prices plans in pounds with their period', () => {
    expect(planPrice({ price: 0, period: '' })).toBe('Free');
    expect(planPrice({ price: 19.99, period: 'month' })).toBe('£19.99 a month');
    expect(planPrice({ price: 199.99, period: 'year' })).toBe('£199.99 a year');
  });
});

describe('coach registration', () => {
  it("has a step for each of the bar's eight", () => {
    expect(COACH_STEPS).toHaveLength(COACH_REGISTRATION_STEPS);
  });

  it('puts steps 1-2 on reg1, 3-5 on reg2 and 6-8 on reg3', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((step) => stepPath(step as 1))).toEqual([
      '/rwl-coacho-reg1',
      '/rwl-coacho-reg1',
      '/rwl-coacho-reg2',
      '/rwl-coacho-reg2',
      '/rwl-coacho-reg2',
      '/rwl-coacho-reg3',
      '/rwl-coacho-reg3',
      '/rwl-coacho-reg3',
    ]);
  });

  it('resolves the step a screen shows', () => {
    expect(resolveStep('/rwl-coacho-reg1', 2, false)).toEqual({ step: 2 });
    // Skipping ahead goes back to the step reached.
    expect(resolveStep('/rwl-coacho-reg3', 2, false)).toEqual({ redirect: '/rwl-coacho-reg1' });
    expect(resolveStep('/rwl-coacho-reg2', 1, false)).toEqual({ redirect: '/rwl-coacho-reg1' });
    // Moving on or back between screens lands on the stored step's screen.
    expect(resolveStep('/rwl-coacho-reg1', 4, false)).toEqual({ redirect: '/rwl-coacho-reg2' });
    expect(resolveStep('/rwl-coacho-reg2', 2, false)).toEqual({ redirect: '/rwl-coacho-reg1' });
    // Once the account is made the earlier screens are closed.
    expect(resolveStep('/rwl-coacho-reg1', 7, true)).toEqual({ redirect: '/rwl-coacho-reg3' });
    // A signed-in professional sent to finish registering chooses a plan.
    expect(resolveStep('/rwl-coacho-reg3', 1, true)).toEqual({ step: 6 });
  });

  it('checks the details like /reg1: names, the email pattern, a taken email, the phone', () => {
    expect(validateDetails(emptyDraft())).toEqual({
      first_name: 'Please enter your first name.',
      last_name: 'Please enter your last name.',
      email: 'Please enter your email address.',
      phone: 'Please enter your phone number.',
    });
    expect(validateDetails({ ...filled, email: 'cara@example' }).email).toBe(
      'please enter valid email id',
    );
    expect(
      validateDetails(filled, 'This email is already registered. Please log in instead.'),
    ).toEqual({
      email: 'This email is already registered. Please log in instead.',
    });
    expect(validateDetails({ ...filled, phone: '12ab' }).phone).toBe(
      'Please enter a valid phone number.',
    );
    expect(validateDetails(filled)).toEqual({});
  });

  it('needs a speciality, a place, a qualification with its picture, and the identity pictures', () => {
    expect(validateCoaching(emptyDraft())).toEqual({
      speciality: 'Please enter your speciality.',
      place: 'Please enter where you coach.',
    });
    expect(validateCoaching({ ...filled, bio: 'x'.repeat(1001) }).bio).toBe(
      'Please use at most 1000 characters.',
    );
    expect(Object.keys(validateQualifications(emptyDraft()))).toEqual([
      'qualification',
      'certificate',
    ]);
    expect(Object.keys(validateIdentity(emptyDraft()))).toEqual(['identity_image', 'face_picture']);
    expect(firstInvalidStep(filled)).toBeNull();
    expect(firstInvalidStep({ ...filled, face_picture: null })).toBe(4);
  });

  it('checks the password like /reg1 and needs the terms', () => {
    const errors = (password: string, confirm = password, agree = true) =>
      validateAccount(filled, { password, confirm_password: confirm, agree });
    expect(errors('   ').password).toBe('Your password cannot be only spaces.');
    expect(errors('short').password).toBe('Your password must be at least 8 characters.');
    expect(errors('Password1!', 'Password2!').confirm_password).toBe('The passwords do not match.');
    expect(errors('Password1!', 'Password1!', false).agree).toBe(
      'Please agree to the terms and conditions to continue.',
    );
    expect(errors('Password1!')).toEqual({});
  });

  it('keeps a stored draft readable and never trusts what it does not know', () => {
    expect(readDraft(null)).toEqual(emptyDraft());
    expect(readDraft('not json')).toEqual(emptyDraft());
    const stored = readDraft(
      JSON.stringify({
        ...filled,
        step: 12,
        password: 'Password1!',
        social_media_type: 'Myspace',
        certificate: { name: 'x.png', dataUrl: 'javascript:alert(1)' },
      }),
    );
    expect(stored.step).toBe(1);
    expect(stored).not.toHaveProperty('password');
    expect(stored.social_media_type).toBe('Instagram');
    expect(stored.certificate).toBeNull();
    expect(stored.identity_image).toEqual(picture);
  });

  it('sends the whole form once, with the pictures and the phone digits', () => {
    const body = registerBody(
      { ...filled, online: true },
      { password: 'Password1!', confirm_password: 'Password1!', agree: true },
    );
    expect(body).toMatchObject({
      email: 'cara@example.com',
      phone: '07700900123',
      online: 1,
      qualification_image: picture.dataUrl,
      identity_image: picture.dataUrl,
      face_picture: picture.dataUrl,
      social_media_type: 'Instagram',
      agree: 1,
    });
  });
});
