import { describe, expect, it } from 'vitest';
import {
  barPosition,
  barWidth,
  carriedQuery,
  clampRating,
  pathAfterRegister,
  couponNeedsCheck,
  filledInvites,
  initialRegisterForm,
  invitesHaveErrors,
  preferenceItems,
  readRegisterQuery,
  readStoredStep,
  registerPayload,
  registrationRedirect,
  relevantTopics,
  resumeStep,
  totalBarSteps,
  validateInviteRow,
  validateInvites,
  validatePhone,
  validateRegisterForm,
  DEFAULT_REGISTER_TITLE,
  INVALID_COUPON_MESSAGE,
  type RegisterForm,
  type Topic,
} from './model';
import { countries, DEFAULT_COUNTRY } from './countries';

const query = readRegisterQuery(
  '?planid=3&subplanid=12&couponcode=WELCOME&utm_page=rwb&utm_av=ad7',
);

function validForm(patch: Partial<RegisterForm> = {}): RegisterForm {
  return {
    ...initialRegisterForm(query),
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: 'ada@example.com',
    userName: 'ada_l',
    phone: '7700 900123',
    password: 'Password1!',
    confirm_password: 'Password1!',
    agree: true,
    ...patch,
  };
}

describe('register form state', () => {
  it('starts with the spec defaults: title, GDPR on, step 1, three empty invite rows, GB dial code', () => {
    const form = initialRegisterForm(query, DEFAULT_COUNTRY.dial_code, DEFAULT_COUNTRY.code);
    expect(form.title).toBe('ALMOST THERE!! Register With RWL');
    expect(form.title).toBe(DEFAULT_REGISTER_TITLE);
    expect(form.is_gdpr).toBe(true);
    expect(form.receive_email).toBe(false);
    expect(form.step).toBe(1);
    expect(form.invites).toHaveLength(3);
    expect(form.invites.every((row) => row.first_name === '' && row.email === '')).toBe(true);
    expect([form.dial_code, form.country_code]).toEqual(['+44', 'GB']);
    expect([form.planid, form.subplanid, form.coupon_code]).toEqual(['3', '12', 'WELCOME']);
  });

  it('has a country list of name, dial_code and code with the United Kingdom first', () => {
    expect(countries[0]).toEqual({ name: 'United Kingdom', dial_code: '+44', code: 'GB' });
    expect(countries.length).toBeGreaterThan(200);
    expect(new Set(countries.map((country) => country.code)).size).toBe(countries.length);
  });
});

describe('register form validation', () => {
  it('accepts a complete form', () => {
    expect(validateRegisterForm(validForm())).toEqual({});
  });

  it('gives a message for every missing or bad field', () => {
    const errors = validateRegisterForm(
      validForm({
        first_name: ' ',
        last_name: '',
        email: 'nope',
        userName: 'a',
        phone: '12',
        password: 'short',
        confirm_password: 'other',
        agree: false,
      }),
    );
    expect(errors).toEqual({
      first_name: 'Please enter your first name.',
      last_name: 'Please enter your last name.',
      email: 'please enter valid email id',
      userName: 'A user name has 3 to 30 letters, digits, dots or underscores.',
      phone: 'Please enter a valid phone number.',
      password: 'Your password must be at least 8 characters.',
      confirm_password: 'The passwords do not match.',
      agree: 'Please agree to the terms and conditions to continue.',
    });
  });

  it('shows the existence-check messages of a taken email and user name', () => {
    const errors = validateRegisterForm(
      validForm({
        emailCheck: 'taken',
        emailTakenMessage: 'Email taken',
        userNameCheck: 'taken',
        userNameTakenMessage: 'Name taken',
      }),
    );
    expect(errors).toEqual({ email: 'Email taken', userName: 'Name taken' });
  });

  it('refuses an invalid coupon with the spec message', () => {
    expect(validateRegisterForm(validForm({ coupon: 'invalid' })).coupon_code).toBe(
      INVALID_COUPON_MESSAGE,
    );
    expect(INVALID_COUPON_MESSAGE).toBe(
      'This coupon code is not valid for this plan.  remove code >>',
    );
  });

  it('checks phone numbers as digits after the dial code', () => {
    expect(validatePhone('')).toBe('Please enter your phone number.');
    expect(validatePhone('07700 900123')).toBeUndefined();
    expect(validatePhone('(0)77-00')).toBe('Please enter a valid phone number.');
    expect(validatePhone('77OO900123')).toBe('Please enter a valid phone number.');
  });

  it('does not validate an empty coupon or the literal "clear"', () => {
    expect(couponNeedsCheck('')).toBe(false);
    expect(couponNeedsCheck(' clear ')).toBe(false);
    expect(couponNeedsCheck('WELCOME')).toBe(true);
  });
});

describe('invite rows', () => {
  it('leaves an empty row alone and needs both fields once a row is started', () => {
    expect(validateInviteRow({ first_name: '', email: '' })).toEqual({});
    expect(validateInviteRow({ first_name: 'Bea', email: '' })).toEqual({
      email: "Please enter your friend's email address.",
    });
    expect(validateInviteRow({ first_name: '', email: 'bea@example.com' })).toEqual({
      first_name: "Please enter your friend's first name.",
    });
    expect(validateInviteRow({ first_name: 'Bea', email: 'bea@' })).toEqual({
      email: 'please enter valid email id',
    });
  });

  it('keeps each row with its own errors and sends only filled rows', () => {
    const rows = validateInvites([
      { first_name: 'Bea', email: 'bea@example.com', errors: {} },
      { first_name: 'Cy', email: 'bad', errors: {} },
      { first_name: '', email: '', errors: {} },
    ]);
    expect(rows.map((row) => row.errors)).toEqual([
      {},
      { email: 'please enter valid email id' },
      {},
    ]);
    expect(invitesHaveErrors(rows)).toBe(true);
    expect(filledInvites(rows)).toEqual([
      { first_name: 'Bea', email: 'bea@example.com' },
      { first_name: 'Cy', email: 'bad' },
    ]);
  });

  it('puts the invites, flags and campaign in the register payload', () => {
    const form = validForm({ coupon: 'valid', receive_email: true });
    form.invites[0] = { first_name: 'Bea', email: 'bea@example.com', errors: {} };
    const payload = registerPayload(form, query);
    expect(payload).toMatchObject({
      first_name: 'Ada',
      username: 'ada_l',
      phone: '7700900123',
      dial_code: '+44',
      coupon_code: 'WELCOME',
      is_gdpr: 1,
      receive_email: 1,
      is_invite_frd: 1,
      invite_friends: [{ first_name: 'Bea', email: 'bea@example.com' }],
      step: 1,
      utm_page: 'rwb',
      utm_av: 'ad7',
    });
    expect(registerPayload(validForm({ coupon: 'invalid' }), query).coupon_code).toBe('');
  });
});

describe('the query carried to the paywall', () => {
  it('sends a pre-purchased user to /registration, anyone else to the paywall with plan and coupon', () => {
    const data = {
      planid: '3',
      subplanid: '12',
      couponcode: 'WELCOME',
      utm_page: '',
      utm_av: '',
      oneoffpayment: '',
    };
    expect(pathAfterRegister(1, data)).toBe('/registration');
    expect(pathAfterRegister(0, data)).toBe(
      '/reg-paywall?planid=3&subplanid=12&couponcode=WELCOME',
    );
  });

  it('carries plan, coupon and campaign to the paywall', () => {
    expect(
      carriedQuery({
        planid: '3',
        subplanid: '12',
        couponcode: 'WELCOME',
        utm_page: 'rwb',
        utm_av: '',
        oneoffpayment: '',
      }),
    ).toBe('?planid=3&subplanid=12&couponcode=WELCOME&utm_page=rwb');
    expect(
      carriedQuery({
        planid: '',
        subplanid: '',
        couponcode: '',
        utm_page: '',
        utm_av: '',
        oneoffpayment: '',
      }),
    ).toBe('');
  });
});

describe('stored step and resume rule (spec 3 §4)', () => {
  it('resumes at step 6 after a stored 3 or 4, otherwise at the stored step plus one', () => {
    expect(resumeStep(null)).toBe(1);
    expect(resumeStep(1)).toBe(2);
    expect(resumeStep(2)).toBe(3);
    expect(resumeStep(3)).toBe(6);
    expect(resumeStep(4)).toBe(6);
    expect(resumeStep(5)).toBe(6);
    expect(resumeStep(6)).toBe(7);
    expect(resumeStep(7)).toBe(7);
  });

  it('reads the stored step as a whole number or nothing', () => {
    expect(readStoredStep(null)).toBeNull();
    expect(readStoredStep('')).toBeNull();
    expect(readStoredStep('abc')).toBeNull();
    expect(readStoredStep('4')).toBe(4);
  });
});

describe('registration entry redirects (spec 3 §4)', () => {
  const base = {
    hasRegistrationToken: true,
    memberLoggedIn: false,
    step: 1,
    prePurchase: 0,
    regPaywall: 1,
    landingPage: 'rwb',
  };

  it('without a registration token: member home when logged in, else /login', () => {
    expect(
      registrationRedirect({ ...base, hasRegistrationToken: false, memberLoggedIn: true }),
    ).toBe('/home');
    expect(registrationRedirect({ ...base, hasRegistrationToken: false })).toBe('/login');
  });

  it('at step 1, not pre-purchased, reg_paywall 1 and not the invite landing page: /reg-paywall', () => {
    expect(registrationRedirect(base)).toBe('/reg-paywall');
    expect(registrationRedirect({ ...base, prePurchase: 1 })).toBeNull();
    expect(registrationRedirect({ ...base, regPaywall: 0 })).toBeNull();
    expect(registrationRedirect({ ...base, landingPage: 'invite' })).toBeNull();
    expect(registrationRedirect({ ...base, step: 2 })).toBeNull();
  });
});

describe('progress bar', () => {
  it('has 7 steps plus one per preference item, and 8 on the other registration screens', () => {
    expect(totalBarSteps('registration', 0)).toBe(7);
    expect(totalBarSteps('registration', 3)).toBe(10);
    expect(totalBarSteps('coach', 3)).toBe(8);
  });

  it('computes the width per step, rounded to 2 decimals', () => {
    expect(barWidth(1, 7)).toBe(14.29);
    expect(barWidth(7, 7)).toBe(100);
    expect(barWidth(3, 8)).toBe(37.5);
    expect(barWidth(12, 10)).toBe(100);
    expect(barWidth(1, 0)).toBe(0);
  });

  it('places the preference items after step 5 and before steps 6 and 7', () => {
    expect(barPosition(4, 2)).toBe(4);
    expect(barPosition(5, 2)).toBe(5);
    expect(barPosition(5, 2, 1)).toBe(6);
    expect(barPosition(5, 2, 2)).toBe(7);
    expect(barPosition(6, 2)).toBe(8);
    expect(barPosition(7, 2)).toBe(9);
    expect(barWidth(barPosition(7, 2), totalBarSteps('registration', 2))).toBe(100);
  });
});

describe('topics and preference items', () => {
  const topics: Topic[] = [
    {
      topic_id: 1,
      title: 'Fitness',
      flag: 'is_fitness',
      goal_field: 'fitness_goal',
      question: 'Goal?',
      options: ['A', 'B'],
      pregnancy: 0,
    },
    {
      topic_id: 4,
      title: 'Pregnancy',
      flag: 'is_pregnant',
      goal_field: 'pregnency_goal',
      question: 'Where?',
      options: ['Pregnant'],
      pregnancy: 1,
    },
    {
      topic_id: 5,
      title: 'Pain',
      flag: 'is_pain',
      goal_field: '',
      question: '',
      options: [],
      pregnancy: 0,
    },
  ];

  it('leaves out the pregnancy topic for men', () => {
    expect(relevantTopics(topics, 'male').map((topic) => topic.topic_id)).toEqual([1, 5]);
    expect(relevantTopics(topics, 'female')).toHaveLength(3);
  });

  it('counts only chosen topics that ask a follow-up question', () => {
    expect(preferenceItems(topics, [1, 4, 5]).map((topic) => topic.topic_id)).toEqual([1, 4]);
    expect(preferenceItems(topics, [5])).toEqual([]);
  });
});

describe('testimonial stars', () => {
  it('clamps the rating between 0 and 5', () => {
    expect([
      clampRating(7),
      clampRating(-2),
      clampRating('4'),
      clampRating('x'),
      clampRating(3.6),
    ]).toEqual([5, 0, 4, 0, 4]);
  });
});
