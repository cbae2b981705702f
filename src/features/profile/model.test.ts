import { describe, expect, it } from 'vitest';
import {
  DOB_MESSAGE,
  DUE_DATE_MESSAGE,
  INVALID_EMAIL_MESSAGE,
  PHONE_MESSAGE,
  PHOTO_TOO_BIG_MESSAGE,
  PREGNANT_WEEK_MESSAGE,
  PROFILE_PHOTO_MAX_BYTES,
  TRIMESTER_MESSAGE,
  USERNAME_MESSAGE,
  bodyErrors,
  bodyRequest,
  dobError,
  goalsRequest,
  isClean,
  personalErrors,
  phoneError,
  photoError,
  settingsRequest,
  unitsOf,
  type BodyDetails,
  type PersonalDetails,
} from './model';

const NOW = new Date(2026, 10, 26);

const details: PersonalDetails = {
  first_name: 'Priya',
  last_name: 'Premium',
  username: 'priya.p',
  email: 'priya@example.com',
  phone: '+44 7700 900123',
  dob: '1990-04-02',
  about_me: '',
};

describe('personal details', () => {
  it('accepts a complete, valid set', () => {
    expect(isClean(personalErrors(details, NOW))).toBe(true);
  });

  it('refuses a bad email with the spec wording, a bad user name and an empty first name', () => {
    const errors = personalErrors(
      { ...details, email: 'priya@', username: 'priya p', first_name: '  ' },
      NOW,
    );
    expect(errors.email).toBe(INVALID_EMAIL_MESSAGE);
    expect(errors.email).toBe('please enter valid email id');
    expect(errors.username).toBe(USERNAME_MESSAGE);
    expect(errors.first_name).toBeTruthy();
  });

  it('phone: empty allowed; 7 to 15 digits with spaces, brackets, dashes and a leading +', () => {
    expect(phoneError('')).toBeUndefined();
    expect(phoneError('(020) 7946-0000')).toBeUndefined();
    expect(phoneError('12345')).toBe(PHONE_MESSAGE);
    expect(phoneError('07700 abc')).toBe(PHONE_MESSAGE);
    expect(phoneError('1234567890123456')).toBe(PHONE_MESSAGE);
  });

  it('date of birth: a real day, at least 13 years ago, at most 120', () => {
    expect(dobError('', NOW)).toBeUndefined();
    expect(dobError('2013-11-26', NOW)).toBeUndefined();
    expect(dobError('2013-11-27', NOW)).toBe(DOB_MESSAGE);
    expect(dobError('1990-02-30', NOW)).toBe(DOB_MESSAGE);
    expect(dobError('1890-01-01', NOW)).toBe(DOB_MESSAGE);
    expect(dobError('2030-01-01', NOW)).toBe(DOB_MESSAGE);
  });
});

describe('body numbers and pregnancy', () => {
  const body: BodyDetails = {
    gender: 'female',
    age: '21-39',
    activity_level: 'beginner',
    weight_goal: 'lose',
    pregnant: true,
    trimester: '2',
    pregnant_week: '18',
    pregnant_due_date: '2027-04-01',
  };

  it('checks trimester, week 1 to 42 and a due date within 42 weeks only when pregnant', () => {
    expect(isClean(bodyErrors(body, NOW))).toBe(true);
    const errors = bodyErrors(
      { ...body, trimester: '', pregnant_week: '43', pregnant_due_date: '2026-01-01' },
      NOW,
    );
    expect(errors).toEqual({
      trimester: TRIMESTER_MESSAGE,
      pregnant_week: PREGNANT_WEEK_MESSAGE,
      pregnant_due_date: DUE_DATE_MESSAGE,
    });
    expect(bodyErrors({ ...body, pregnant_week: 'x', pregnant: false }, NOW)).toEqual({});
  });

  it('sends numbers, and clears the pregnancy fields when not pregnant', () => {
    expect(bodyRequest(body)).toMatchObject({
      is_pregnant_currently: 1,
      trimester: 2,
      pregnant_week: 18,
    });
    expect(bodyRequest({ ...body, pregnant: false })).toMatchObject({
      is_pregnant_currently: 0,
      trimester: 0,
      pregnant_week: 0,
      pregnant_due_date: '',
    });
  });
});

describe('goals, settings, units and photo', () => {
  it('sends the interest flags, their comma list of titles and trimmed goals', () => {
    const body = goalsRequest({
      interests: {
        is_fitness: true,
        is_healthy_eating: false,
        is_mindset: true,
        is_pregnant: false,
        is_pain: false,
      },
      goals: {
        fitness_goal: ' Tone up ',
        fat_loss_goal: '',
        healthy_eating_goal: '',
        barrier_goal: '',
        pregnency_goal: '',
      },
    });
    expect(body).toMatchObject({
      is_fitness: 1,
      is_healthy_eating: 0,
      is_mindset: 1,
      interest: 'Fitness,Mindset',
      fitness_goal: 'Tone up',
    });
  });

  it('settings are sent as 0 or 1', () => {
    expect(settingsRequest({ show_mood: false, show_sleep: true })).toEqual({
      show_mood: 0,
      show_sleep: 1,
    });
  });

  it('reads lbs and feet variants as imperial', () => {
    expect(unitsOf('lbs')).toBe('lbs');
    expect(unitsOf('feet')).toBe('lbs');
    expect(unitsOf('kg')).toBe('kg');
    expect(unitsOf('')).toBe('kg');
  });

  it('refuses other types and photos over 5 MB before upload', () => {
    expect(photoError({ name: 'me.png', size: 1000 })).toBeUndefined();
    expect(photoError({ name: 'me.pdf', size: 1000 })).toBe(
      'Only .jpg, .jpeg, .gif and .png images can be uploaded.',
    );
    expect(photoError({ name: 'clip.mp4', size: 1000 })).toMatch(/Only \.jpg/);
    expect(photoError({ name: 'me.jpg', size: PROFILE_PHOTO_MAX_BYTES + 1 })).toBe(
      PHOTO_TOO_BIG_MESSAGE,
    );
  });
});
