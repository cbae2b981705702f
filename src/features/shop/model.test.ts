import { describe, expect, it } from 'vitest';
import {
  addToLines,
  basketTotal,
  checkoutErrors,
  clampQuantity,
  fitToStock,
  productCardSchema,
  removeLine,
  setLineQuantity,
  type DeliveryAddress,
} from './model';

const address: DeliveryAddress = {
  email: 'ada@example.com',
  first_name: 'Ada',
  last_name: 'Lovelace',
  address_line_1: '1 High Street',
  address_line_2: '',
  city: 'Leeds',
  county: 'West Yorkshire',
  postcode: 'LS1 4AP',
};

describe('shop rules', () => {
  it('adds to an existing line and keeps quantities between 1 and the stock', () => {
    let lines = addToLines([], 7001, 1, 25);
    lines = addToLines(lines, 7001, 1, 25);
    expect(lines).toEqual([{ id: '7001', quantity: 2 }]);
    expect(addToLines(lines, 7003, 50, 8)).toContainEqual({ id: '7003', quantity: 8 });
    expect(setLineQuantity(lines, 7001, 0, 25)).toEqual([{ id: '7001', quantity: 1 }]);
    expect(clampQuantity(Number.NaN, 5)).toBe(1);
    expect(removeLine(lines, 7001)).toEqual([]);
  });

  it('fits the lines to the stock left and says what changed', () => {
    const card = (product_id: number, title: string, stock: number) =>
      productCardSchema.parse({ product_id, title, price: 1, stock });
    const products = new Map([
      [7001, card(7001, 'Resistance band set', 25)],
      [7002, card(7002, 'Yoga mat', 0)],
      [7003, card(7003, 'Kettlebell 8 kg', 2)],
    ]);
    const lines = [
      { id: '7001', quantity: 2 },
      { id: '7002', quantity: 1 },
      { id: '7003', quantity: 6 },
      { id: '9999', quantity: 3 },
    ];
    expect(fitToStock(lines, products)).toEqual({
      lines: [
        { id: '7001', quantity: 2 },
        { id: '7003', quantity: 2 },
        { id: '9999', quantity: 3 },
      ],
      changes: [
        'Yoga mat is now out of stock, so it has left your basket.',
        'Only 2 Kettlebell 8 kg left: your basket now holds 2.',
      ],
    });
    const fine = [{ id: '7001', quantity: 2 }];
    expect(fitToStock(fine, products)).toEqual({ lines: fine, changes: [] });
  });

  it('totals to the penny: 2 × £14.99 is £29.98', () => {
    expect(basketTotal([{ price: 14.99, quantity: 2 }])).toBe(29.98);
    expect(
      basketTotal([
        { price: 14.99, quantity: 1 },
        { price: 29.99, quantity: 1 },
      ]),
    ).toBe(44.98);
  });

  it('checks each delivery field and UK postcodes only', () => {
    expect(checkoutErrors(address, true)).toEqual({});
    expect(checkoutErrors({ ...address, postcode: '90210' }, true)).toEqual({
      postcode: 'Please enter a valid UK postcode.',
    });
    expect(
      Object.keys(checkoutErrors({ ...address, email: 'nope', city: ' ', county: '' }, true)),
    ).toEqual(['email', 'city', 'county']);
    // A member's email is the account's: not asked.
    expect(checkoutErrors({ ...address, email: '' }, false)).toEqual({});
  });

  it('reads prices and stock strictly', () => {
    expect(() => productCardSchema.parse({ product_id: 7001, price: 'free', stock: 1 })).toThrow();
    expect(
      productCardSchema.parse({ product_id: '7001', price: '14.99', stock: 25 }),
    ).toMatchObject({
      product_id: 7001,
      price: 14.99,
      stock: 25,
    });
  });
});
