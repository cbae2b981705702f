import { describe, expect, it } from 'vitest';
import { formerMembership } from './lapsedMember';

const free = { type: 1, current_plan_id: 0, sub_plan_id: 0, cancel_subscription: 0 };

describe('formerMembership (the /rejoin rule)', () => {
  it('a Free member who still names a paid plan is lapsed, or cancelled when they cancelled it', () => {
    expect(formerMembership({ ...free, current_plan_id: 3, sub_plan_id: 1 })).toBe('lapsed');
    expect(
      formerMembership({ ...free, current_plan_id: 3, sub_plan_id: 12, cancel_subscription: 1 }),
    ).toBe('cancelled');
  });

  it('nobody else: a Free member without a plan, a paid member, a fitness-only member', () => {
    expect(formerMembership(free)).toBeNull();
    expect(formerMembership({ ...free, current_plan_id: 3, sub_plan_id: 0 })).toBeNull();
    expect(formerMembership({ ...free, type: 2, current_plan_id: 3, sub_plan_id: 2 })).toBeNull();
    expect(
      formerMembership({
        ...free,
        type: 2,
        current_plan_id: 3,
        sub_plan_id: 2,
        cancel_subscription: 1,
      }),
    ).toBeNull();
    expect(
      formerMembership({
        ...free,
        current_plan_id: 5,
        sub_plan_id: 58,
        user_plan_type: 'ffm only',
      }),
    ).toBeNull();
  });
});
