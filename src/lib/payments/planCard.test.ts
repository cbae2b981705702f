import { describe, expect, it } from 'vitest';
import { formatOfferPrice, formatPrice } from '../format/money';
import { everyLabel, periodLabel, planCardText, planName } from './planCard';

/** Sub-plans of the mock's catalogue (mocks/db/plansTables.ts). */
const annual = {
  duration: 12,
  price: 119.99,
  actual_price: 239.88,
  trial_period: 0,
  currency_symbol: '£',
};
const quarterly = {
  duration: 3,
  price: 44.97,
  actual_price: 59.97,
  trial_period: 0,
  currency_symbol: '£',
};
const monthly = {
  duration: 1,
  price: 19.99,
  actual_price: 19.99,
  trial_period: 0,
  currency_symbol: '£',
};
const onePound = {
  duration: 1,
  price: 1,
  actual_price: 19.99,
  trial_period: 30,
  currency_symbol: '£',
};

describe('price formatting', () => {
  it('shows a price to the penny, and a price inside a sentence without pence when it is whole pounds', () => {
    expect(formatPrice(1)).toBe('£1.00');
    expect(formatPrice(10)).toBe('£10.00');
    expect(formatOfferPrice(1)).toBe('£1');
    expect(formatOfferPrice(15)).toBe('£15');
    expect(formatOfferPrice(29.97)).toBe('£29.97');
    expect(formatOfferPrice(0.5)).toBe('£0.50');
    expect(formatOfferPrice(14.999)).toBe('£15');
    expect(formatOfferPrice(5, 'R')).toBe('R5');
  });

  it('names a plan one way wherever it is sold, and says how often it is paid', () => {
    expect([1, 3, 12, 6].map(planName)).toEqual(['Monthly', 'Quarterly', 'Annual', '6 months']);
    expect([1, 3, 12].map(everyLabel)).toEqual(['a month', 'every 3 months', 'a year']);
    expect([1, 3, 12].map(periodLabel)).toEqual(['month', '3 months', 'year']);
  });
});

describe('planCardText: a plan card’s figures follow the price actually charged', () => {
  it('at its own price, a plan shows its price, its price a month and its saving on the full price', () => {
    expect(planCardText(annual)).toEqual({
      name: 'Annual',
      price: '£119.99',
      was: null,
      perMonth: '£10.00 a month',
      saving: 'Save £119.89 (50%)',
      terms: null,
      headline: '£119.99',
    });
    expect(planCardText(quarterly)).toMatchObject({
      perMonth: '£14.99 a month',
      saving: 'Save £15.00 (25%)',
    });
    expect(planCardText(monthly)).toMatchObject({
      name: 'Monthly',
      price: '£19.99',
      perMonth: null,
      saving: null,
      terms: null,
    });
  });

  it('with a coupon (Black Friday: £29.97 for the year) the per-month and saving figures come from £29.97', () => {
    const card = planCardText(annual, 29.97);
    expect(card.price).toBe('£29.97');
    expect(card.was).toBe('£119.99');
    expect(card.perMonth).toBe('£2.50 a month');
    expect(card.saving).toBe('Save £209.91 (88%)');
    expect(card.terms).toBe('£29.97 for your first year, then £119.99 a year');
    expect(card.headline).toBe('£29.97');
  });

  it('a coupon on a quarterly plan says what the first 3 months cost and what follows', () => {
    expect(planCardText(quarterly, 34.97)).toMatchObject({
      perMonth: '£11.66 a month',
      saving: 'Save £25.00 (42%)',
      terms: '£34.97 for your first 3 months, then £44.97 every 3 months',
    });
  });

  it('the £1 offer says the offer, not a month at £1.00 (and no saving or per-month figure)', () => {
    const card = planCardText(onePound);
    expect(card).toMatchObject({
      name: 'Monthly',
      price: '£1.00',
      was: null,
      perMonth: null,
      saving: null,
    });
    expect(card.terms).toBe('£1 for your first 30 days, then £19.99 a month');
    expect(card.headline).toBe('£1 for your first 30 days, then £19.99 a month');
  });

  it('with the 7-day free trial, the terms start with the free days and say what follows', () => {
    expect(planCardText(quarterly, null, 7)).toMatchObject({
      price: '£44.97',
      terms: '7 days free, then £44.97 every 3 months',
      headline: '£44.97',
    });
    expect(planCardText(monthly, null, 7).terms).toBe('7 days free, then £19.99 a month');
    expect(planCardText(annual, 29.97, 7).terms).toBe(
      '7 days free, then £29.97 for your first year, then £119.99 a year',
    );
    // The £1 offer has no free days: its own terms stand.
    expect(planCardText(onePound, null, 7).terms).toBe(
      '£1 for your first 30 days, then £19.99 a month',
    );
  });

  it('a coupon equal to the price changes nothing, and the symbol is the plan’s', () => {
    expect(planCardText(annual, 119.99)).toEqual(planCardText(annual));
    expect(planCardText({ ...quarterly, currency_symbol: 'R' }).price).toBe('R44.97');
    expect(planCardText({ ...quarterly, currency_symbol: '' }).price).toBe('£44.97');
  });
});
