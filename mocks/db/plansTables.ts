/** Mock tables for plans, coupons, gift cards, cards, offers and payments (issue 3). */

export interface MockSubPlan {
  sub_plan_id: number;
  plan_id: number;
  title: string;
  duration: number;
  price: number;
  actual_price: number;
  saved_price: number;
  saved_percentage: number;
  monthly_price: number;
  currency_symbol: string;
  currency: string;
  is_best: number;
  is_most_popular: number;
  for_upgrade: string;
  for_skip_trial: number;
  extra_features: string[];
  trial_period: number;
  skip_plan_price: number;
  skip_plan_coupon: string;
  /** An offer bought outright (the 12-month bundle): registrants whose ad carried it get no 7-day trial. */
  no_trial?: boolean;
}

export interface MockPlanGroup {
  plan_id: number;
  name: string;
  title: string;
  /**
   * Which lists show the group: the upgrade list, the paywall (type 1), offers (type 2), the
   * pay-less list; 'landing' plans join the paywall only for a visitor whose ad targeted them.
   */
  lists: ('upgrade' | 'paywall' | 'offer' | 'payless' | 'landing')[];
  sub_plan: MockSubPlan[];
}

export interface MockCoupon {
  code: string;
  plan_id: number;
  sub_plan_id: number;
  final_amount: number;
  /** An offer price that replaces the 7-day free trial (Black Friday): its registrants get no trial. */
  no_trial?: boolean;
}

/** True when the offer an ad carried (its coupon, or its plan and sub-plan) replaces the 7-day free trial. */
export function adOfferSkipsTrial(
  tables: { coupons: MockCoupon[]; planGroups: MockPlanGroup[] },
  ad: { coupon: string; planId: number; subPlanId: number },
): boolean {
  const code = ad.coupon.trim().toLowerCase();
  const byCoupon =
    code !== '' &&
    tables.coupons.some((coupon) => coupon.no_trial && coupon.code.toLowerCase() === code);
  const byPlan = tables.planGroups.some(
    (group) =>
      group.plan_id === ad.planId &&
      group.sub_plan.some(
        (subPlan) => subPlan.sub_plan_id === ad.subPlanId && subPlan.no_trial === true,
      ),
  );
  return byCoupon || byPlan;
}

export interface MockCard {
  card_id: string;
  brand: string;
  last4: string;
  exp_month: string;
  exp_year: string;
  is_default: number;
  /** Mock only: a card saved from the 3-D Secure test card asks for the bank step (action_link). */
  needs_3ds: boolean;
  /** Mock only: the bank-step link a payment with this card answers with (window.__mock.setSavedCardBankStep). */
  action_link?: string;
}

export interface MockOffer {
  offer_id: number;
  is_padlock: number;
  padlock_text: string;
  new_mobile_image: string;
  new_desktop_image: string;
  confirm_popup_offer_name: string;
  confirm_popup_description: string;
  title: string;
  subtitle: string;
  currency_symbol: string;
  plan_id: number;
  sub_plan_id: number;
  plan_description: string;
  plan_button_text: string;
  original_price: string;
  price: number;
  card_title: string;
  card_sub_title: string;
  card_button_text: string;
  header_description: string;
  plan_header: string;
  plan_sub_header: string;
  card_footer_title: string;
  footer_renewal_text: string;
  is_itemoffer: number;
}

export interface MockPaidFolder {
  folder_id: number;
  title: string;
  description: string;
  price: number;
  currency_symbol: string;
}

/** A payment call the mock received, without any card detail. */
export interface MockPaymentRecord {
  path: string;
  user_id: number;
  body: Record<string, unknown>;
  result: 'ok' | 'declined' | '3ds_required' | 'failed';
  at: string;
}

export interface PlansTables {
  planGroups: MockPlanGroup[];
  coupons: MockCoupon[];
  giftCards: { code: string; amount: number }[];
  cards: Record<number, MockCard[]>;
  offers: MockOffer[];
  paidFolders: MockPaidFolder[];
  /** user_id 0 with un_user_id: bought by a visitor without an account (kept when they join). */
  purchases: {
    user_id: number;
    product_type: string;
    product_type_id: number;
    un_user_id?: number;
  }[];
  payments: MockPaymentRecord[];
  cancellationTags: { user_id: number; button_id: number; plan_id: number; sub_plan_id: number }[];
}

function sub(
  partial: Partial<MockSubPlan> &
    Pick<MockSubPlan, 'sub_plan_id' | 'plan_id' | 'duration' | 'price'>,
): MockSubPlan {
  const monthly = Math.round((partial.price / partial.duration) * 100) / 100;
  return {
    title: '',
    actual_price: partial.price,
    saved_price: 0,
    saved_percentage: 0,
    monthly_price: monthly,
    currency_symbol: '£',
    currency: 'GBP',
    is_best: 0,
    is_most_popular: 0,
    for_upgrade: '1',
    for_skip_trial: 0,
    extra_features: [],
    trial_period: 0,
    skip_plan_price: 0,
    skip_plan_coupon: '',
    ...partial,
  };
}

const premiumFeatures = [
  'Every workout programme',
  'Meal plans and recipes',
  'Live classes and community',
];

export function seedPlanGroups(): MockPlanGroup[] {
  return [
    {
      plan_id: 3,
      name: 'Premium',
      title: 'Premium membership',
      lists: ['upgrade', 'paywall'],
      sub_plan: [
        sub({
          sub_plan_id: 1,
          plan_id: 3,
          title: 'Premium Monthly',
          duration: 1,
          price: 19.99,
          extra_features: premiumFeatures,
        }),
        sub({
          sub_plan_id: 2,
          plan_id: 3,
          title: 'Premium Quarterly',
          duration: 3,
          price: 44.97,
          actual_price: 59.97,
          saved_price: 15,
          saved_percentage: 25,
          is_most_popular: 1,
          extra_features: premiumFeatures,
          // The 7-day free trial may be skipped: £34.97 today with SKIPTRIAL (spec 2 §3).
          for_skip_trial: 1,
          skip_plan_price: 34.97,
          skip_plan_coupon: 'SKIPTRIAL',
        }),
        sub({
          sub_plan_id: 12,
          plan_id: 3,
          title: 'Premium Annual',
          duration: 12,
          price: 119.99,
          actual_price: 239.88,
          saved_price: 119.89,
          saved_percentage: 50,
          is_best: 1,
          extra_features: premiumFeatures,
        }),
      ],
    },
    {
      plan_id: 5,
      name: 'Fitness only',
      title: 'Fitness only',
      lists: ['landing'],
      sub_plan: [
        // Spec 3 §2: fitness-only is sold quarterly, 3 months for £15 with FITNESSONLY.
        sub({
          sub_plan_id: 58,
          plan_id: 5,
          title: 'Fitness only Quarterly',
          duration: 3,
          price: 29.99,
          for_upgrade: '0',
        }),
      ],
    },
    {
      plan_id: 16,
      name: 'Premium offer',
      title: 'Premium 30-day offer',
      lists: ['offer'],
      sub_plan: [
        sub({
          sub_plan_id: 62,
          plan_id: 16,
          title: '30 days for £1, then £19.99 a month',
          duration: 1,
          price: 1,
          actual_price: 19.99,
          trial_period: 30,
          for_upgrade: '0',
        }),
        sub({
          sub_plan_id: 64,
          plan_id: 16,
          title: '30-day special offer',
          duration: 3,
          price: 44.97,
          actual_price: 59.97,
          saved_price: 15,
          saved_percentage: 25,
          trial_period: 30,
          is_most_popular: 1,
          for_upgrade: '0',
        }),
        sub({
          sub_plan_id: 74,
          plan_id: 16,
          title: 'Annual offer',
          duration: 12,
          price: 99.99,
          actual_price: 239.88,
          saved_price: 139.89,
          saved_percentage: 58,
          is_best: 1,
          for_upgrade: '0',
        }),
      ],
    },
    // Plans that landing pages link to (spec 3 §2 "Offers seen" and the slug mapping).
    // The 12-month bundle bought outright (£129.99, no trial). Spec 3 links it to plan 16 sub-plan
    // 64, which this seed already uses for the 30-day special offer, so the bundle has its own plan.
    {
      plan_id: 17,
      name: 'Premium bundle',
      title: '12-month bundle',
      lists: ['landing'],
      sub_plan: [
        sub({
          sub_plan_id: 66,
          plan_id: 17,
          title: '12-month bundle with free equipment',
          duration: 12,
          price: 129.99,
          actual_price: 239.99,
          saved_price: 110,
          saved_percentage: 46,
          for_upgrade: '0',
          no_trial: true,
        }),
      ],
    },
    {
      plan_id: 8,
      name: 'Premium annual',
      title: 'Premium annual',
      lists: ['landing'],
      sub_plan: [
        sub({
          sub_plan_id: 18,
          plan_id: 8,
          title: 'Annual',
          duration: 12,
          price: 119.88,
          actual_price: 239.88,
          saved_price: 120,
          saved_percentage: 50,
          is_best: 1,
          for_upgrade: '0',
        }),
      ],
    },
    {
      plan_id: 12,
      name: 'Annual offer',
      title: 'Annual offer: 25% off',
      lists: ['landing'],
      sub_plan: [
        sub({
          sub_plan_id: 30,
          plan_id: 12,
          title: 'Annual, 25% off',
          duration: 12,
          price: 89.99,
          actual_price: 119.99,
          saved_price: 30,
          saved_percentage: 25,
          for_upgrade: '0',
        }),
      ],
    },
    {
      plan_id: 13,
      name: 'Student',
      title: 'Student membership',
      lists: ['landing'],
      sub_plan: [
        sub({
          sub_plan_id: 37,
          plan_id: 13,
          title: 'Student Quarterly',
          duration: 3,
          price: 29.97,
          actual_price: 44.97,
          saved_price: 15,
          saved_percentage: 33,
          for_upgrade: '0',
        }),
      ],
    },
    {
      plan_id: 20,
      name: 'Pay less',
      title: '6 months at half price',
      lists: ['payless'],
      sub_plan: [
        sub({
          sub_plan_id: 80,
          plan_id: 20,
          title: '6 months at half price',
          duration: 6,
          price: 59.97,
          actual_price: 119.94,
          saved_price: 59.97,
          saved_percentage: 50,
          is_best: 1,
          for_upgrade: '0',
        }),
      ],
    },
  ];
}

export function seedPlansTables(): PlansTables {
  return {
    planGroups: seedPlanGroups(),
    coupons: [
      { code: 'WELCOME', plan_id: 3, sub_plan_id: 12, final_amount: 29.97 },
      { code: 'REFER', plan_id: 3, sub_plan_id: 2, final_amount: 34.97 },
      { code: 'POWERUP', plan_id: 3, sub_plan_id: 12, final_amount: 35.99 },
      { code: 'BF2022', plan_id: 3, sub_plan_id: 12, final_amount: 29.97, no_trial: true },
      { code: 'FITNESSONLY', plan_id: 5, sub_plan_id: 58, final_amount: 15 },
    ],
    giftCards: [{ code: 'GIFT10', amount: 10 }],
    cards: {
      102: [
        {
          card_id: 'card_102_1',
          brand: 'Visa',
          last4: '4242',
          exp_month: '12',
          exp_year: '2030',
          is_default: 1,
          needs_3ds: false,
        },
      ],
      112: [
        {
          card_id: 'card_112_1',
          brand: 'Visa',
          last4: '4242',
          exp_month: '12',
          exp_year: '2030',
          is_default: 1,
          needs_3ds: false,
        },
      ],
    },
    offers: [
      {
        offer_id: 3,
        is_padlock: 1,
        padlock_text: 'Unlock every programme, recipe and live class',
        new_mobile_image: '/images/offer-mobile.svg',
        new_desktop_image: '/images/offer-desktop.svg',
        confirm_popup_offer_name: 'Premium annual offer',
        confirm_popup_description: 'Your Premium membership starts today and renews once a year.',
        title: 'A welcome gift for you',
        subtitle: 'Premium for a year at our best price',
        currency_symbol: '£',
        plan_id: 16,
        sub_plan_id: 74,
        plan_description: 'Every programme, meal plan and live class for 12 months.',
        plan_button_text: 'Get this offer',
        original_price: 'MjM5Ljg4',
        price: 99.99,
        card_title: 'Premium annual',
        card_sub_title: 'Pay once a year',
        card_button_text: 'Get this offer',
        header_description: 'Only for new members, for a short time.',
        plan_header: 'Your offer',
        plan_sub_header: 'Save 58%',
        card_footer_title: 'Cancel any time',
        footer_renewal_text: 'Renews at £99.99 a year. Cancel any time.',
        is_itemoffer: 0,
      },
    ],
    paidFolders: [
      {
        folder_id: 1060,
        title: 'Summer Shred',
        description: 'A 4-week programme to get summer ready.',
        price: 9.99,
        currency_symbol: '£',
      },
      {
        folder_id: 1062,
        title: 'Lift Like a Pro',
        description: 'Six weeks of strength training with our coaches.',
        price: 14.99,
        currency_symbol: '£',
      },
    ],
    purchases: [],
    payments: [],
    cancellationTags: [],
  };
}

/**
 * The exit quiz asked before a membership is cancelled (GET quiz/cancel_membership): quiz 30,
 * one question (3001), one answer (options 3011 to 3014). Fixed, like the cancellation process.
 */
export const EXIT_QUIZ = {
  question_id: 3001,
  quiz_id: 30,
  question: 'Why are you cancelling your membership?',
  question_desc: 'Your answer helps us make RWL better.',
  type: 'single',
  options: [
    { option_id: 3011, text: 'It costs too much', question_id: 3001, question_set: 0 },
    { option_id: 3012, text: "I don't have time right now", question_id: 3001, question_set: 0 },
    { option_id: 3013, text: 'I found another app', question_id: 3001, question_set: 0 },
    { option_id: 3014, text: 'Something else', question_id: 3001, question_set: 0 },
  ],
  quiz_bulk_id: 0,
  quiz_template_id: 0,
  objectId: '',
} as const;
