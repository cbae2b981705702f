/**
 * Invite and affiliate (issue 15): each member's referral code, commission and payout details,
 * the members they referred with what each earned, and the visits of referral links.
 * premium@example.com (102) has code PRIYA102 and four referred members (three paid, one
 * pending); other members get their code from their first name and id and no referrals.
 */
export interface MockAffiliate {
  user_id: number;
  refer_code: string;
  /** 'affiliate' for the affiliate programme (link /aff-invite); '' for a member (/invite). */
  aff_type: string;
  aff_currency: string;
  aff_amount: number;
  commission_desc: string;
  paypal_email: string;
  full_name: string;
  sort_code: string;
  account_number: string;
}

export interface MockReferral {
  referral_id: number;
  referrer_id: number;
  /** The member who joined with the code, when they registered here (seeded rows have none). */
  referred_user_id?: number;
  first_name: string;
  last_name: string;
  joined_date: string;
  plan_title: string;
  amount: number;
  status: 'paid' | 'pending';
}

export interface InviteTables {
  affiliates: MockAffiliate[];
  referrals: MockReferral[];
  affiliateVisits: { refer_code: string; landing_page: string; at: string }[];
}

export const COMMISSION_DESC = 'Earn £10.00 for every friend who joins on a paid plan.';

/** The code a member without an affiliate row has: first name in capitals and the user id. */
export function defaultReferCode(user: { user_id: number; first_name: string }): string {
  const letters = user.first_name
    .replace(/[^A-Za-z]/g, '')
    .toUpperCase()
    .slice(0, 10);
  return `${letters || 'RWL'}${user.user_id}`;
}

export function seedInviteTables(): InviteTables {
  const referral = (
    referral_id: number,
    first_name: string,
    last_name: string,
    joined_date: string,
    plan_title: string,
    status: MockReferral['status'],
  ): MockReferral => ({
    referral_id,
    referrer_id: 102,
    first_name,
    last_name,
    joined_date,
    plan_title,
    amount: 10,
    status,
  });
  return {
    affiliates: [
      {
        user_id: 102,
        refer_code: 'PRIYA102',
        aff_type: '',
        aff_currency: 'GBP',
        aff_amount: 10,
        commission_desc: COMMISSION_DESC,
        paypal_email: '',
        full_name: '',
        sort_code: '',
        account_number: '',
      },
    ],
    referrals: [
      referral(9601, 'Kate', 'Hill', '2026-08-14', 'Quarterly', 'paid'),
      referral(9602, 'Lou', 'Parker', '2026-09-03', 'Monthly', 'paid'),
      referral(9603, 'Maya', 'Singh', '2026-10-21', 'Quarterly', 'paid'),
      referral(9604, 'Ella', 'Rose', '2026-11-12', 'Monthly', 'pending'),
    ],
    affiliateVisits: [],
  };
}
