import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_NUMBER_MESSAGE,
  affiliateHistorySchema,
  affiliateSummarySchema,
  bankBody,
  bankLinkedSchema,
  bankErrors,
  checkInvites,
  codeFromSearch,
  emptyInviteRows,
  formatEarning,
  HOLDER_NAME_MESSAGE,
  INVALID_EMAIL_MESSAGE,
  joinLink,
  NO_FRIENDS_MESSAGE,
  paypalEmailError,
  paypalLinkedSchema,
  referralLink,
  REPEATED_EMAIL_MESSAGE,
  SORT_CODE_MESSAGE,
} from './model';

const summary = {
  refer_code: 'PRIYA102',
  total_referred_users: 4,
  total_earned: '30.00',
  aff_currency: 'GBP',
  aff_amount: 10,
  aff_type: '',
  commission_desc: 'Earn £10.00 for every friend who joins.',
  paypal_email: '',
  is_paypal_linked: 0,
  is_bank_linked: '1',
  full_name: 'Priya Premium',
  sort_code: '**-**-56',
  account_number: '****5678',
};

describe('affiliate replies', () => {
  it('reads the summary, money and flags strictly', () => {
    const parsed = affiliateSummarySchema.parse(summary);
    expect(parsed.total_earned).toBe(30);
    expect(parsed.is_paypal_linked).toBe(false);
    expect(parsed.is_bank_linked).toBe(true);
  });

  it('refuses a summary with unreadable money, count, code or currency', () => {
    expect(affiliateSummarySchema.safeParse({ ...summary, total_earned: 'lots' }).success).toBe(
      false,
    );
    expect(
      affiliateSummarySchema.safeParse({ ...summary, total_referred_users: undefined }).success,
    ).toBe(false);
    expect(affiliateSummarySchema.safeParse({ ...summary, refer_code: '<b>x</b>' }).success).toBe(
      false,
    );
    expect(affiliateSummarySchema.safeParse({ ...summary, aff_currency: 'pounds' }).success).toBe(
      false,
    );
    expect(affiliateSummarySchema.safeParse({ ...summary, is_paypal_linked: 'yes' }).success).toBe(
      false,
    );
  });

  it('reads referred members with a strict id, amount and status', () => {
    const row = {
      referral_id: 9001,
      first_name: 'Kate',
      last_name: 'Hill',
      joined_date: '2026-10-02',
      plan_title: 'Quarterly',
      amount: '10.00',
      status: 'paid',
    };
    const parsed = affiliateHistorySchema.parse({ aff_currency: 'GBP', records: [row] });
    expect(parsed.records[0]).toMatchObject({ referral_id: '9001', amount: 10, status: 'paid' });
    for (const bad of [{ amount: 'ten' }, { referral_id: undefined }, { status: 'maybe' }]) {
      expect(
        affiliateHistorySchema.safeParse({ aff_currency: 'GBP', records: [{ ...row, ...bad }] })
          .success,
      ).toBe(false);
    }
  });
});

describe('payout replies', () => {
  it('reads the linked flags strictly', () => {
    expect(
      paypalLinkedSchema.parse({ paypal_email: 'p@example.com', is_paypal_linked: 1 }),
    ).toEqual({
      paypal_email: 'p@example.com',
      is_paypal_linked: true,
    });
    expect(paypalLinkedSchema.safeParse({ paypal_email: 'p@example.com' }).success).toBe(false);
    const bank = {
      full_name: 'P',
      sort_code: '**-**-56',
      account_number: '****5678',
      is_bank_linked: '1',
    };
    expect(bankLinkedSchema.parse(bank).is_bank_linked).toBe(true);
    expect(bankLinkedSchema.safeParse({ ...bank, is_bank_linked: 'linked' }).success).toBe(false);
  });
});

describe('money in the member currency', () => {
  it('uses the currency symbol of spec 3 §9 and two decimals', () => {
    expect(formatEarning(30, 'GBP')).toBe('£30.00');
    expect(formatEarning(12.5, 'eur')).toBe('€12.50');
    expect(formatEarning(100, 'ZAR')).toBe('R100.00');
    expect(formatEarning(5, 'XXX')).toBe('£5.00');
  });
});

describe('referral links', () => {
  it('sends friends of members to /invite and of affiliates to /aff-invite, with the code', () => {
    expect(referralLink('https://app.example.com', 'PRIYA102', '')).toBe(
      'https://app.example.com/invite?ref=PRIYA102',
    );
    expect(referralLink('https://app.example.com', 'PRIYA102', 'affiliate')).toBe(
      'https://app.example.com/aff-invite?ref=PRIYA102',
    );
  });

  it('reads a usable code from the landing link only', () => {
    expect(codeFromSearch('?ref=PRIYA102')).toBe('PRIYA102');
    expect(codeFromSearch('?referral_code=AB12')).toBe('AB12');
    expect(codeFromSearch('?ref=<script>')).toBe('');
    expect(codeFromSearch('')).toBe('');
  });

  it('joins with the refer-a-friend offer from /invite and the code from both landings', () => {
    expect(joinLink('invite', 'PRIYA102')).toBe(
      '/reg1?planid=3&subplanid=2&couponcode=REFER&utm_page=invite&referral_code=PRIYA102',
    );
    expect(joinLink('aff-invite', 'PRIYA102')).toBe(
      '/reg1?utm_page=aff-invite&referral_code=PRIYA102',
    );
    expect(joinLink('aff-invite', '')).toBe('/reg1?utm_page=aff-invite');
  });
});

describe('invite rows', () => {
  it('has three empty rows and sends nothing when all are empty', () => {
    const rows = emptyInviteRows();
    expect(rows).toHaveLength(3);
    expect(checkInvites(rows)).toEqual({
      ok: false,
      errors: [{}, {}, {}],
      message: NO_FRIENDS_MESSAGE,
    });
  });

  it('refuses a started row without a name or with an invalid email, next to that field', () => {
    const result = checkInvites([
      { first_name: 'Kate', email: 'kate@example.com' },
      { first_name: 'Lou', email: 'lou@example' },
      { first_name: '', email: 'max@example.com' },
    ]);
    expect(result).toEqual({
      ok: false,
      errors: [
        {},
        { email: INVALID_EMAIL_MESSAGE },
        { first_name: "Please enter your friend's first name." },
      ],
    });
  });

  it('refuses the same email twice on the later row', () => {
    const result = checkInvites([
      { first_name: 'Kate', email: 'kate@example.com' },
      { first_name: 'Katie', email: ' KATE@example.com' },
      { first_name: '', email: '' },
    ]);
    expect(result).toEqual({ ok: false, errors: [{}, { email: REPEATED_EMAIL_MESSAGE }, {}] });
  });

  it('sends the filled rows, trimmed, leaving empty rows out', () => {
    expect(
      checkInvites([
        { first_name: ' Kate ', email: ' kate@example.com ' },
        { first_name: '', email: '' },
        { first_name: 'Lou', email: 'lou@example.co.uk' },
      ]),
    ).toEqual({
      ok: true,
      friends: [
        { first_name: 'Kate', email: 'kate@example.com' },
        { first_name: 'Lou', email: 'lou@example.co.uk' },
      ],
    });
  });

  it('refuses an over-long name', () => {
    const result = checkInvites([{ first_name: 'a'.repeat(51), email: 'a@example.com' }]);
    expect(result).toEqual({
      ok: false,
      errors: [{ first_name: 'Please use at most 50 characters.' }],
    });
  });
});

describe('payout details', () => {
  it('checks the PayPal email', () => {
    expect(paypalEmailError('')).toBe('Please enter your PayPal email address.');
    expect(paypalEmailError('priya@paypal')).toBe(INVALID_EMAIL_MESSAGE);
    expect(paypalEmailError(' priya@example.com ')).toBeUndefined();
  });

  it('needs a 6-digit sort code, an 8-digit account number and a name', () => {
    expect(bankErrors({ full_name: '', sort_code: '12345', account_number: '1234567' })).toEqual({
      full_name: HOLDER_NAME_MESSAGE,
      sort_code: SORT_CODE_MESSAGE,
      account_number: ACCOUNT_NUMBER_MESSAGE,
    });
    expect(
      bankErrors({ full_name: 'P', sort_code: '12-34-5a', account_number: '123456789' }),
    ).toEqual({
      sort_code: SORT_CODE_MESSAGE,
      account_number: ACCOUNT_NUMBER_MESSAGE,
    });
    expect(
      bankErrors({ full_name: 'Priya', sort_code: '12-34-56', account_number: '1234 5678' }),
    ).toEqual({});
  });

  it('sends digits only', () => {
    expect(
      bankBody({ full_name: ' Priya ', sort_code: '12 34-56', account_number: '1234 5678' }),
    ).toEqual({
      full_name: 'Priya',
      sort_code: '123456',
      account_number: '12345678',
    });
  });
});
