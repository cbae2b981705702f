import * as z from 'zod/mini';
import {
  cosmeticList,
  cosmeticNumber,
  cosmeticOr,
  firstItem,
  strictId,
  strictNumber,
  strictText,
  cosmeticText as text,
} from '@/lib/api/schemas';
import { readTierLevel, tierName, type Tier, type TierLevel } from './tier';

export * from './profileNumbers';
export * from './tier';

/** The analytics object of the profile. */
export interface UserAnalytics {
  membership_frequency: string;
  user_status: string;
  date_became_active: string;
  date_of_last_payment: string;
  date_of_cancellation: string;
  date_of_reactivation: string;
  date_signed_up_to_trial: string;
}

/** A number field; anything unreadable or missing takes the default (cosmetic and display flags only). */
const flag = cosmeticNumber;
/** The membership level: 1 to 4 or a tier label; anything else is an error, never Free. */
const tierSchema = z.pipe(
  z.transform((value: unknown) => readTierLevel(value)),
  z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
);
/** A text field (numbers read as text); null, missing or unreadable takes the default. */
const emptyAnalytics: UserAnalytics = {
  membership_frequency: '',
  user_status: '',
  date_became_active: '',
  date_of_last_payment: '',
  date_of_cancellation: '',
  date_of_reactivation: '',
  date_signed_up_to_trial: '',
};

/**
 * The whole profile state of spec 1 §3. The server's user record is read through this schema:
 * unknown fields are dropped; cosmetic ones take their default when missing; every field that
 * decides a price, a charge date, a trial, access, a redirect or a role is strict, so a record
 * without it is a failed reply (the server's failure message with Try again), never Free.
 */
export const userProfileSchema = z.object({
  // Identity
  first_name: text(''),
  last_name: text(''),
  img: text(''),
  email: text(''),
  username: text(''),
  user_id: strictId,
  phone: text(''),
  dob: text(''),
  about_me: text(''),
  refer_code: text(''),
  is_staff: strictNumber,
  // Membership
  type: tierSchema,
  /** free, ffm only (fitness-only: no food or mindset content), premium, other. */
  user_plan_type: text(''),
  badge_type: text(''),
  remaining_days: flag(0),
  current_plan_id: strictNumber,
  sub_plan_id: strictNumber,
  purchased_from: text(''),
  cancel_subscription: strictNumber,
  next_purchased_date: strictText,
  has_cards: strictNumber,
  is_premium: strictNumber,
  is_upgrade: strictNumber,
  has_trial7: strictNumber,
  has_trial30: strictNumber,
  pre_purchase: strictNumber,
  oneoffpayment: strictNumber,
  is_apple_pay: flag(0),
  gift_credit_balance: strictNumber,
  is_payment_date_change: strictNumber,
  plan_images: cosmeticList(z.string()),
  reg_paywall: strictNumber,
  lp_plan_id: strictNumber,
  lp_sub_plan_id: strictNumber,
  lp_coupon_code: text(''),
  is_new_free: flag(0),
  is_new_upgrade: flag(0),
  is_user_reg: flag(0),
  /**
   * Students (spec 3 §6): a student user, and the proof's review: pending (awaiting
   * verification), verified or rejected. Shown to the member only; the price was the plan's.
   */
  is_student: flag(0),
  student_status: text(''),
  analytics: cosmeticOr(
    z.object({
      membership_frequency: text(''),
      user_status: text(''),
      date_became_active: text(''),
      date_of_last_payment: text(''),
      date_of_cancellation: text(''),
      date_of_reactivation: text(''),
      date_signed_up_to_trial: text(''),
    }),
    emptyAnalytics,
  ),
  // Profile numbers and pregnancy
  gender: text(''),
  age: text(''),
  activity_level: text(''),
  weight_goal: text(''),
  trimester: flag(0),
  pregnant_week: flag(0),
  pregnant_due_date: text(''),
  is_pregnant_currently: flag(0),
  is_baby: flag(0),
  is_show_baby_commu: flag(0),
  measurement_unit: text('kg'),
  // Goals
  barrier_goal: text(''),
  fat_loss_goal: text(''),
  fitness_goal: text(''),
  healthy_eating_goal: text(''),
  pregnency_goal: text(''),
  sub_steps: text(''),
  interest: text(''),
  // Interest flags
  is_fitness: flag(0),
  is_healthy_eating: flag(0),
  is_mindset: flag(0),
  is_pregnant: flag(0),
  is_pain: flag(0),
  // Privacy and notifications
  notifications: flag(1),
  can_find: flag(1),
  can_request: flag(1),
  hide_profile: flag(0),
  // Display toggles (most default 1)
  dashboard_achievements: flag(1),
  is_next_live_class: flag(1),
  show_today_mealplan: flag(1),
  show_recommended_workout: flag(1),
  show_recom_programme: flag(1),
  show_dashboard_extra: flag(1),
  show_dashboard_adverising: flag(1),
  show_dashboard_support: flag(1),
  show_measurements: flag(1),
  show_weight: flag(1),
  show_calories: flag(1),
  show_my_macros: flag(1),
  show_mood: flag(1),
  show_sleep: flag(1),
  show_next_video: flag(1),
  show_video_calorie_burn: flag(1),
  show_recipe_calorie: flag(1),
  track_exercise: flag(1),
  is_showglobalsearch: flag(0),
  // Other settings
  menu: cosmeticList(z.unknown()),
  more_menu: cosmeticList(z.unknown()),
  android_faq_id: text(''),
  ios_faq_id: text(''),
  pin_screen: cosmeticOr(
    z.nullable(z.object({ screen_id: text(''), screen_name: text('') })),
    null,
  ),
  is_live: flag(0),
  is_sa: strictNumber,
  saMsg: text(''),
  recommended_programme_id: text(''),
  recommended_programme_screen_name: text(''),
  congratulation_video: text(''),
  is_pre_suggested_meal: flag(0),
  offer_img: text(''),
  unauthorized: z.array(z.string()),
  // Forced redirects (spec 1 §2 "Flags can force a redirect"): field names chosen here (README).
  force_home: strictNumber,
  force_unsupported_browser: strictNumber,
  // Affiliate and payout
  paypal_email: text(''),
  is_paypal_linked: flag(0),
  is_bank_linked: flag(0),
  account_number: text(''),
  sort_code: text(''),
  full_name: text(''),
  aff_type: text(''),
  aff_amount: text(''),
  aff_currency: text('GBP'),
  aff_currency_symbol: text('£'),
  commission_desc: text(''),
  is_invite_frd: flag(0),
  is_invite_friend: flag(0),
  // Campaign
  utm_av: text(''),
  utm_page: text(''),
  utm_product: text(''),
});
export type UserProfileRecord = z.infer<typeof userProfileSchema>;

export interface UserProfile extends Omit<UserProfileRecord, 'type'> {
  type: TierLevel;
  /** Derived from type. */
  tier: Tier;
  type_label: Tier;
}

/** The profile of a user record already read through userProfileSchema; tier and label derived from type. */
export function toUserProfile(parsed: UserProfileRecord): UserProfile {
  const level: TierLevel = parsed.type;
  return { ...parsed, type: level, tier: tierName(level), type_label: tierName(level) };
}

/** The reply of POST user/check: one user record, read strictly where it matters. */
export const userCheckReplySchema = firstItem(userProfileSchema);

/**
 * What a visitor (or a logged-out member) has: Free, no trial, no plan, nothing blocked. Not a
 * server reply, so its money and access fields are given here, not defaulted by the schema.
 */
export const visitorRecord = {
  type: 1,
  user_id: '',
  is_staff: 0,
  current_plan_id: 0,
  sub_plan_id: 0,
  cancel_subscription: 0,
  next_purchased_date: '',
  has_cards: 0,
  is_premium: 0,
  is_upgrade: 0,
  has_trial7: 0,
  has_trial30: 0,
  pre_purchase: 0,
  oneoffpayment: 0,
  gift_credit_balance: 0,
  is_payment_date_change: 0,
  reg_paywall: 0,
  lp_plan_id: 0,
  lp_sub_plan_id: 0,
  is_sa: 0,
  unauthorized: [],
  force_home: 0,
  force_unsupported_browser: 0,
} as const;

/** The Free defaults a visitor (or a logged-out member) has. */
export const defaultUserProfile: UserProfile = toUserProfile(
  userProfileSchema.parse(visitorRecord),
);

/** A fitness-only member: the tier without food and mindset content (spec 3). */
export function isFitnessOnly(user: Pick<UserProfile, 'user_plan_type'>): boolean {
  return user.user_plan_type === 'ffm only';
}

export function fullName(user: Pick<UserProfile, 'first_name' | 'last_name'>): string {
  return `${user.first_name} ${user.last_name}`.trim();
}
