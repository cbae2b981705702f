/** Invite and affiliate (spec 3 §7 "Dashboard"): referral code and totals, history, payouts. */
import { isValidEmail } from '../../src/lib/validation/email';
import { MAX_LENGTH } from '../../src/lib/validation/limits';
import { db } from '../db/store';
import { defaultReferCode, type MockAffiliate } from '../db/inviteTables';
import type { MockDatabase } from '../db/seed';
import type { MockUser } from '../db/users';
import { fail, memberRoute, ok, publicRoute, str } from './respond';

const INVALID_EMAIL = 'please enter valid email id';
const INVALID_LINK = 'This invite link is not valid.';

/** The member's affiliate row, made with the default code on first use. */
function affiliateOf(data: MockDatabase, user: MockUser): MockAffiliate {
  const found = data.affiliates.find((row) => row.user_id === user.user_id);
  if (found) return found;
  const row: MockAffiliate = {
    user_id: user.user_id,
    refer_code: defaultReferCode(user),
    aff_type: '',
    aff_currency: 'GBP',
    aff_amount: 10,
    commission_desc: 'Earn £10.00 for every friend who joins on a paid plan.',
    paypal_email: '',
    full_name: '',
    sort_code: '',
    account_number: '',
  };
  data.affiliates.push(row);
  return row;
}

/**
 * Members who registered with this code (/reg1's referral_code) count as referred: each is
 * recorded once, the first time the referrer's figures are asked for, as pending (earned once
 * they pay past the trial).
 */
function attributeRegistrations(data: MockDatabase, affiliate: MockAffiliate): void {
  const code = affiliate.refer_code.toUpperCase();
  for (const registered of data.users) {
    if (str(registered.referral_code).trim().toUpperCase() !== code) continue;
    if (registered.user_id === affiliate.user_id) continue;
    if (data.referrals.some((row) => row.referred_user_id === registered.user_id)) continue;
    data.referrals.push({
      referral_id: Math.max(9600, ...data.referrals.map((row) => row.referral_id)) + 1,
      referrer_id: affiliate.user_id,
      referred_user_id: registered.user_id,
      first_name: registered.first_name,
      last_name: registered.last_name,
      joined_date: new Date().toISOString().slice(0, 10),
      plan_title: 'Free trial',
      amount: affiliate.aff_amount,
      status: 'pending',
    });
  }
}

/** The member's affiliate row with the registrations made with their code counted. */
function affiliateWithReferrals(user: MockUser): MockAffiliate {
  return db.update((data) => {
    const affiliate = affiliateOf(data, user);
    attributeRegistrations(data, affiliate);
    return affiliate;
  });
}

const maskSortCode = (code: string) => (code ? `**-**-${code.slice(-2)}` : '');
const maskAccount = (number: string) => (number ? `****${number.slice(-4)}` : '');
const money = (value: number) => value.toFixed(2);

function summary(user: MockUser) {
  const affiliate = affiliateWithReferrals(user);
  const data = db.get();
  const referrals = data.referrals.filter((item) => item.referrer_id === user.user_id);
  const earned = referrals
    .filter((item) => item.status === 'paid')
    .reduce((sum, item) => sum + item.amount, 0);
  return {
    refer_code: affiliate.refer_code,
    total_referred_users: referrals.length,
    total_earned: money(earned),
    aff_currency: affiliate.aff_currency,
    aff_amount: money(affiliate.aff_amount),
    aff_type: affiliate.aff_type,
    commission_desc: affiliate.commission_desc,
    paypal_email: affiliate.paypal_email,
    is_paypal_linked: affiliate.paypal_email ? 1 : 0,
    is_bank_linked: affiliate.account_number ? 1 : 0,
    full_name: affiliate.full_name,
    sort_code: maskSortCode(affiliate.sort_code),
    account_number: maskAccount(affiliate.account_number),
  };
}

/** The user record (user/check) carries the payout state too (spec 1 §3), masked. */
function updateUser(data: MockDatabase, userId: number, fields: Record<string, unknown>): void {
  const target = data.users.find((item) => item.user_id === userId);
  if (target) Object.assign(target, fields);
}

export const inviteHandlers = [
  memberRoute('post', 'dashboard_new/total_referred_users', ({ user }) => ok([summary(user)])),

  memberRoute('post', 'dashboard_new/affiliate_history', ({ user }) => {
    const affiliate = affiliateWithReferrals(user);
    const records = db
      .get()
      .referrals.filter((item) => item.referrer_id === user.user_id)
      .sort((a, b) => b.joined_date.localeCompare(a.joined_date) || b.referral_id - a.referral_id)
      .map(({ referrer_id: _referrer, referred_user_id: _user, amount, ...rest }) => ({
        ...rest,
        amount: money(amount),
      }));
    return ok([{ aff_currency: affiliate.aff_currency, records }]);
  }),

  memberRoute('post', 'dashboard_new/invite_friends', ({ user, body }) => {
    const friends = Array.isArray(body.friends) ? (body.friends as Record<string, unknown>[]) : [];
    if (!friends.length || friends.length > 3)
      return fail('Please add one to three friends to invite.');
    for (const friend of friends) {
      if (!str(friend.first_name).trim()) return fail("Please enter your friend's first name.");
      if (!isValidEmail(str(friend.email))) return fail(INVALID_EMAIL);
    }
    db.update((data) => {
      for (const friend of friends) {
        data.invitedFriends.push({
          user_id: user.user_id,
          first_name: str(friend.first_name),
          email: str(friend.email),
          at: new Date().toISOString(),
        });
      }
      updateUser(data, user.user_id, { is_invite_friend: 1 });
    });
    return ok(
      [],
      friends.length === 1 ? 'Your invite is on its way.' : 'Your invites are on their way.',
    );
  }),

  memberRoute('post', 'dashboard_new/link_paypal_account', ({ user, body }) => {
    const email = str(body.paypal_email).trim();
    if (email.length > MAX_LENGTH.email || !isValidEmail(email)) return fail(INVALID_EMAIL);
    db.update((data) => {
      affiliateOf(data, user).paypal_email = email;
      updateUser(data, user.user_id, { paypal_email: email, is_paypal_linked: 1 });
    });
    return ok([{ paypal_email: email, is_paypal_linked: 1 }], 'Your PayPal account is linked.');
  }),

  memberRoute('post', 'dashboard_new/link_bank_account', ({ user, body }) => {
    const name = str(body.full_name).trim();
    const sortCode = str(body.sort_code);
    const accountNumber = str(body.account_number);
    if (!name) return fail("Please enter the account holder's name.");
    if (!/^\d{6}$/.test(sortCode)) return fail('Please enter a 6-digit sort code.');
    if (!/^\d{8}$/.test(accountNumber)) return fail('Please enter an 8-digit account number.');
    db.update((data) => {
      Object.assign(affiliateOf(data, user), {
        full_name: name,
        sort_code: sortCode,
        account_number: accountNumber,
      });
      updateUser(data, user.user_id, {
        full_name: name,
        sort_code: maskSortCode(sortCode),
        account_number: maskAccount(accountNumber),
        is_bank_linked: 1,
      });
    });
    return ok(
      [
        {
          full_name: name,
          sort_code: maskSortCode(sortCode),
          account_number: maskAccount(accountNumber),
          is_bank_linked: 1,
        },
      ],
      'Your bank account is linked.',
    );
  }),

  /** A referral link was opened: counted, and answered with the inviter's first name. */
  publicRoute('post', 'frontend/affiliate_analytics', ({ body }) => {
    const code = str(body.refer_code).trim().toUpperCase();
    const data = db.get();
    const affiliate = data.affiliates.find((row) => row.refer_code.toUpperCase() === code);
    const inviter = affiliate
      ? data.users.find((user) => user.user_id === affiliate.user_id)
      : data.users.find((user) => !user.hypno && defaultReferCode(user) === code);
    if (!code || !inviter) return fail(INVALID_LINK);
    db.update((store) => {
      store.affiliateVisits.push({
        refer_code: code,
        landing_page: str(body.landing_page),
        at: new Date().toISOString(),
      });
    });
    return ok([{ first_name: inviter.first_name }]);
  }),
];
