import { describe, expect, it } from 'vitest';
import {
  activityLevelNumber,
  ageBucketNumber,
  genderNumber,
  trimesterNumber,
  weightGoalNumber,
} from './profileNumbers';
import { defaultUserProfile, toUserProfile, userCheckReplySchema, visitorRecord } from './model';
import { readTierLevel } from './tier';

describe('profile number mappings', () => {
  it('maps gender: male 0, other 2, else 1', () => {
    expect([
      genderNumber('male'),
      genderNumber('Other'),
      genderNumber('female'),
      genderNumber(''),
    ]).toEqual([0, 2, 1, 1]);
  });
  it("maps the age bucket: '<21' 0, '40>' 2, else 1", () => {
    expect([
      ageBucketNumber('<21'),
      ageBucketNumber('40>'),
      ageBucketNumber('21-39'),
      ageBucketNumber(null),
    ]).toEqual([0, 2, 1, 1]);
  });
  it('maps the activity level: beginner 0, advanced 2, else 1', () => {
    expect([
      activityLevelNumber('beginner'),
      activityLevelNumber('advanced'),
      activityLevelNumber('intermediate'),
    ]).toEqual([0, 2, 1]);
  });
  it('maps the weight goal: lose 0, gain 2, else 1', () => {
    expect([
      weightGoalNumber('lose'),
      weightGoalNumber('gain'),
      weightGoalNumber('maintain'),
    ]).toEqual([0, 2, 1]);
  });
  it('maps trimester 1 to 3 onto 0 to 2', () => {
    expect([
      trimesterNumber(1),
      trimesterNumber('2'),
      trimesterNumber(3),
      trimesterNumber(4),
      trimesterNumber(undefined),
    ]).toEqual([0, 1, 2, null, null]);
  });
});

describe('profile state', () => {
  it('defaults to a Free member with most display toggles on', () => {
    expect(defaultUserProfile.type).toBe(1);
    expect(defaultUserProfile.tier).toBe('Free');
    expect(defaultUserProfile.show_today_mealplan).toBe(1);
    expect(defaultUserProfile.is_showglobalsearch).toBe(0);
    expect(defaultUserProfile.pin_screen).toBeNull();
  });

  it('derives tier and label from type, and reads sloppy server values', () => {
    const profile = toUserProfile(
      userCheckReplySchema.parse([
        {
          ...visitorRecord,
          type: '2',
          user_id: 102,
          first_name: null,
          is_staff: '1',
          gift_credit_balance: '7.50',
          pin_screen: { screen_id: 1059, screen_name: 'folder' },
        },
      ]),
    );
    expect(profile.tier).toBe('Premium');
    expect(profile.type_label).toBe('Premium');
    expect(profile.first_name).toBe('');
    expect(profile.is_staff).toBe(1);
    expect(profile.gift_credit_balance).toBe(7.5);
    expect(profile.pin_screen).toEqual({ screen_id: '1059', screen_name: 'folder' });
  });

  it('reads tiers by number or label', () => {
    expect([
      readTierLevel(4),
      readTierLevel('2'),
      readTierLevel('Expert'),
      readTierLevel('nonsense'),
      readTierLevel(undefined),
      readTierLevel(7),
    ]).toEqual([4, 2, 3, null, null, null]);
  });

  it('refuses a reply whose tier, id, access flags or money cannot be read, never reading it as Free', () => {
    const good = { ...visitorRecord, type: 2, user_id: '102' };
    expect(userCheckReplySchema.safeParse([good]).success).toBe(true);
    expect(userCheckReplySchema.safeParse([{ ...good, type: 'gold' }]).success).toBe(false);
    expect(userCheckReplySchema.safeParse([{ ...good, type: undefined }]).success).toBe(false);
    expect(userCheckReplySchema.safeParse([{ type: 2 }]).success).toBe(false);
    expect(userCheckReplySchema.safeParse([{ ...good, is_premium: 'yes' }]).success).toBe(false);
    expect(userCheckReplySchema.safeParse([{ ...good, gift_credit_balance: 'lots' }]).success).toBe(
      false,
    );
    expect(userCheckReplySchema.safeParse([{ ...good, unauthorized: 'chat' }]).success).toBe(false);
    expect(userCheckReplySchema.safeParse([]).success).toBe(false);
  });

  it.each(Object.keys(visitorRecord))(
    'fails a user record without %s, never defaulting it',
    (field) => {
      const good: Record<string, unknown> = { ...visitorRecord, type: 2, user_id: '102' };
      expect(userCheckReplySchema.safeParse([good]).success).toBe(true);
      const { [field]: _missing, ...without } = good;
      expect(userCheckReplySchema.safeParse([without]).success).toBe(false);
    },
  );
});
