/** Demo accounts of ../shared/contract.md. Password for all: Password1! */
import { formerMemberUsers } from './formerMembers';

export const DEMO_PASSWORD = 'Password1!';

export interface MockUser {
  user_id: number;
  email: string;
  password: string;
  first_name: string;
  last_name: string;
  username: string;
  phone: string;
  type: 1 | 2 | 3 | 4;
  purchased_from: string;
  is_staff: number;
  has_cards: number;
  has_trial7: number;
  has_trial30: number;
  pre_purchase: number;
  oneoffpayment: number;
  is_new_free: number;
  is_sa: number;
  saMsg: string;
  is_showglobalsearch: number;
  current_plan_id: number;
  sub_plan_id: number;
  next_purchased_date: string;
  gift_credit_balance: number;
  pin_screen: { screen_id: string; screen_name: string } | null;
  img: string;
  /** Hypnotherapy users log in only at /hypno/login. */
  hypno: boolean;
  hypno_folders: number[];
  [field: string]: unknown;
}

/** A user with the Free defaults, overridden by what is given. */
export function newMockUser(
  partial: Partial<MockUser> & Pick<MockUser, 'user_id' | 'email' | 'first_name' | 'last_name'>,
): MockUser {
  return {
    password: DEMO_PASSWORD,
    username: partial.email.split('@')[0] ?? partial.email,
    phone: '',
    type: 1,
    purchased_from: '',
    is_staff: 0,
    has_cards: 0,
    has_trial7: 0,
    has_trial30: 0,
    pre_purchase: 0,
    oneoffpayment: 0,
    is_new_free: 0,
    is_sa: 0,
    saMsg: '',
    is_showglobalsearch: 0,
    current_plan_id: 0,
    sub_plan_id: 0,
    next_purchased_date: '',
    gift_credit_balance: 0,
    pin_screen: null,
    img: '',
    hypno: false,
    hypno_folders: [],
    ...partial,
  };
}

const premiumPlan = { current_plan_id: 3, sub_plan_id: 2, next_purchased_date: '2027-01-15' };

export function seedUsers(): MockUser[] {
  return [
    newMockUser({
      user_id: 101,
      email: 'free@example.com',
      first_name: 'Fiona',
      last_name: 'Free',
      type: 1,
      purchased_from: 'web',
      has_trial7: 1,
      is_showglobalsearch: 1,
    }),
    newMockUser({
      user_id: 102,
      email: 'premium@example.com',
      first_name: 'Priya',
      last_name: 'Premium',
      type: 2,
      purchased_from: 'web',
      has_cards: 1,
      pin_screen: { screen_id: '1059', screen_name: 'folder' },
      ...premiumPlan,
    }),
    newMockUser({
      user_id: 103,
      email: 'apple@example.com',
      first_name: 'Alice',
      last_name: 'Apple',
      type: 2,
      purchased_from: 'apple',
      ios_faq_id: 'app-membership',
      ...premiumPlan,
    }),
    newMockUser({
      user_id: 104,
      email: 'google@example.com',
      first_name: 'Grace',
      last_name: 'Google',
      type: 2,
      purchased_from: 'google',
      android_faq_id: 'app-membership',
      ...premiumPlan,
    }),
    newMockUser({
      user_id: 105,
      email: 'granted@example.com',
      first_name: 'Gemma',
      last_name: 'Granted',
      type: 2,
      purchased_from: '',
      ...premiumPlan,
    }),
    newMockUser({
      user_id: 106,
      email: 'fitpro@example.com',
      first_name: 'Fran',
      last_name: 'Fitpro',
      type: 2,
      purchased_from: 'fitpro',
      ...premiumPlan,
    }),
    newMockUser({
      user_id: 107,
      email: 'special@example.com',
      first_name: 'Sam',
      last_name: 'Special',
      type: 2,
      purchased_from: 'web',
      is_sa: 1,
      saMsg: 'Your membership is managed by your employer.',
      ...premiumPlan,
    }),
    newMockUser({
      user_id: 108,
      email: 'prepurchase@example.com',
      first_name: 'Penny',
      last_name: 'Prepurchase',
      type: 1,
      purchased_from: 'web',
      pre_purchase: 1,
      has_trial30: 1,
    }),
    newMockUser({
      user_id: 109,
      email: 'newfree@example.com',
      first_name: 'Nina',
      last_name: 'Newfree',
      type: 1,
      purchased_from: 'web',
      oneoffpayment: 2,
      is_new_free: 1,
    }),
    newMockUser({
      user_id: 112,
      email: 'prepremium@example.com',
      first_name: 'Petra',
      last_name: 'Prepaid',
      type: 2,
      purchased_from: 'web',
      pre_purchase: 1,
      has_cards: 1,
      ...premiumPlan,
    }),
    newMockUser({
      user_id: 113,
      email: 'fitnessonly@example.com',
      first_name: 'Faye',
      last_name: 'Fitness',
      type: 1,
      purchased_from: 'web',
      user_plan_type: 'ffm only',
      current_plan_id: 5,
      sub_plan_id: 58,
    }),
    newMockUser({
      user_id: 110,
      email: 'staff@example.com',
      first_name: 'Rachel',
      last_name: 'Coach',
      type: 2,
      purchased_from: 'web',
      is_staff: 1,
      ...premiumPlan,
    }),
    newMockUser({
      user_id: 111,
      email: 'nochats@example.com',
      first_name: 'Nora',
      last_name: 'Quiet',
      type: 2,
      purchased_from: 'web',
      ...premiumPlan,
    }),
    newMockUser({
      user_id: 153,
      email: 'student@example.com',
      first_name: 'Sami',
      last_name: 'Student',
      type: 2,
      purchased_from: 'web',
      current_plan_id: 13,
      sub_plan_id: 37,
      next_purchased_date: '2027-01-15',
      // A student user awaiting verification of the proof (window.__mock.reviewStudent).
      is_student: 1,
      student_status: 'pending',
      study_at: 'University of Leeds',
      study_start_year: 2025,
    }),
    newMockUser({
      user_id: 120,
      email: 'coach@example.com',
      first_name: 'Rachel',
      last_name: 'Adams',
      type: 1,
      purchased_from: 'web',
    }),
    newMockUser({
      user_id: 501,
      email: 'hypno@example.com',
      first_name: 'Holly',
      last_name: 'Calm',
      type: 1,
      hypno: true,
      hypno_folders: [501],
    }),
    ...formerMemberUsers(),
  ];
}
