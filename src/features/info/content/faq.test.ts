import { describe, expect, it } from 'vitest';
import { seedPlanGroups } from '../../../../mocks/db/plansTables';
import { planCardText } from '@/lib/payments/planCard';
import { formatOfferPrice } from '@/lib/format/money';
import { document } from './faq';

describe('the FAQ’s prices', () => {
  it('are the plan catalogue’s: each Premium plan at its price and price a month, "from" the cheapest', () => {
    const answer =
      document.sections
        .flatMap((section) => section.questions)
        .find((item) => item?.q === 'How much does it cost?')?.a ?? '';
    const premium = seedPlanGroups().find((group) => group.plan_id === 3)?.sub_plan ?? [];
    expect(premium.length).toBe(3);
    const cheapest = Math.min(...premium.map((plan) => plan.price / plan.duration));
    expect(answer).toContain(`from ${formatOfferPrice(cheapest)} a month`);
    for (const plan of premium) {
      const card = planCardText(plan);
      expect(answer, card.name).toContain(card.price);
      // The cheapest a month is the "from" figure above; the others are quoted to the penny.
      if (card.perMonth && plan.price / plan.duration !== cheapest)
        expect(answer, card.name).toContain(card.perMonth);
    }
  });
});
