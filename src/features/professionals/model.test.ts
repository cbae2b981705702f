import { describe, expect, it } from 'vitest';
import { classPlanSchema, priceLabel, proCardSchema } from './model';

describe('prices and replies', () => {
  it('formats prices in pounds with pence, and a free one as Free', () => {
    expect(priceLabel(0)).toBe('Free');
    expect(priceLabel(35)).toBe('£35.00');
  });

  it('reads numeric text for money and refuses a missing price or id', () => {
    expect(
      classPlanSchema.parse({
        class_plan_id: 9101,
        title: '4 live HIIT classes',
        price: '20.00',
        classes: 4,
      }),
    ).toMatchObject({ class_plan_id: '9101', price: 20, description: '' });
    expect(classPlanSchema.safeParse({ class_plan_id: 9101, title: 'x', classes: 4 }).success).toBe(
      false,
    );
    expect(
      classPlanSchema.safeParse({ class_plan_id: 9101, price: 'free', classes: 4 }).success,
    ).toBe(false);
    expect(
      proCardSchema.safeParse({ name: 'Rachel Adams', online: 1, latitude: 51, longitude: 0 })
        .success,
    ).toBe(false);
  });
});
