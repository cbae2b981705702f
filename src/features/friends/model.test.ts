import { describe, expect, it } from 'vitest';
import {
  countLabel,
  distanceLabel,
  friendAction,
  mutualLabel,
  personSchema,
  profileSchema,
  readSearch,
  routeUserId,
  tierLabel,
} from './model';

const wirePerson = {
  user_id: 202,
  first_name: 'Aisha',
  last_name: 'Khan',
  username: 'aishakhan',
  image: '',
  type: 2,
  city: 'London',
  mutual_friends: 3,
  friend_status: 3,
  is_following: 0,
  can_request: 1,
};

describe('friend rules', () => {
  it('offers the button that matches where the member stands', () => {
    expect(friendAction({ friend_status: 'none', can_request: 1 })).toEqual({ kind: 'send' });
    expect(friendAction({ friend_status: 'none', can_request: 0 })).toEqual({ kind: 'closed' });
    expect(friendAction({ friend_status: 'sent', can_request: 1 })).toEqual({ kind: 'cancel' });
    expect(friendAction({ friend_status: 'received', can_request: 0 })).toEqual({
      kind: 'answer',
    });
    expect(friendAction({ friend_status: 'friends', can_request: 1 })).toEqual({
      kind: 'friends',
    });
  });

  it('reads a search term, trimmed, and nothing for blank text', () => {
    expect(readSearch('  sam ')).toBe('sam');
    expect(readSearch('   ')).toBeNull();
    expect(readSearch('x'.repeat(150))).toHaveLength(100);
  });

  it('reads only positive whole ids from the path', () => {
    expect(routeUserId('201')).toBe(201);
    expect(routeUserId('0')).toBeNull();
    expect(routeUserId('20a')).toBeNull();
    expect(routeUserId(undefined)).toBeNull();
  });

  it('says counts, distances, mutual friends and tiers in words', () => {
    expect(countLabel(1, 'friend', 'friends')).toBe('1 friend');
    expect(countLabel(12, 'friend', 'friends')).toBe('12 friends');
    expect(mutualLabel(0)).toBe('');
    expect(mutualLabel(2)).toBe('2 mutual friends');
    expect(distanceLabel(0.04)).toBe('Less than 0.1 miles away');
    expect(distanceLabel(1)).toBe('1.0 mile away');
    expect(distanceLabel(2.34)).toBe('2.3 miles away');
    expect(distanceLabel(14.6)).toBe('15 miles away');
    expect(tierLabel(4)).toBe('Ambassador');
    expect(tierLabel(9)).toBe('');
  });
});

describe('reply schemas', () => {
  it('reads a person, with the relation as words', () => {
    expect(personSchema.parse(wirePerson)).toMatchObject({
      user_id: 202,
      friend_status: 'received',
      is_following: 0,
      can_request: 1,
    });
  });

  it('refuses an unknown relation, a missing id or a missing privacy flag', () => {
    expect(personSchema.safeParse({ ...wirePerson, friend_status: 7 }).success).toBe(false);
    expect(personSchema.safeParse({ ...wirePerson, user_id: undefined }).success).toBe(false);
    expect(personSchema.safeParse({ ...wirePerson, user_id: 'abc' }).success).toBe(false);
    expect(personSchema.safeParse({ ...wirePerson, can_request: undefined }).success).toBe(false);
    const profile = {
      ...wirePerson,
      hide_profile: 1,
      is_me: 0,
      about_me: '',
      badges: [],
      friends_count: 0,
      followers_count: 0,
    };
    expect(profileSchema.parse(profile).hide_profile).toBe(1);
    expect(profileSchema.safeParse({ ...profile, hide_profile: 'yes' }).success).toBe(false);
  });

  it('keeps cosmetic fields lenient', () => {
    const parsed = personSchema.parse({ ...wirePerson, first_name: null, mutual_friends: 'x' });
    expect(parsed.first_name).toBe('');
    expect(parsed.mutual_friends).toBe(0);
  });
});
