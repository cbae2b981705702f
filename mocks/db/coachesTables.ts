/**
 * The coaches area (issue 16): plans a fitness professional pays for, the accounts that are
 * professionals' (user 120 coach@example.com is Rachel Adams, professional 901), sessions
 * members booked with them, and what registrations and plan payments the server received.
 */
export interface MockCoachPlan {
  plan_id: number;
  title: string;
  price: number;
  /** 'month' or 'year'; '' for the free plan. */
  period: string;
  description: string;
}

export interface MockCoachAccount {
  user_id: number;
  fitpro_id: number;
  /** 0 until a plan is chosen and, when it costs, paid. */
  plan_id: number;
  qualification: string;
  social_media_name: string;
  social_media_type: string;
  /** The pictures sent at registration (data URLs), kept for the team's checks. */
  images: { qualification_image: string; identity_image: string; face_picture: string };
}

export interface MockCoachBooking {
  booking_id: number;
  fitpro_id: number;
  session_id: number;
  title: string;
  member_name: string;
  starts_at: string;
}

export interface MockCoachPurchase {
  path: string;
  user_id: number;
  plan_id: number;
  result: 'paid' | 'free' | 'declined' | '3ds_required' | 'failed';
  at: string;
}

export interface CoachesTables {
  coachPlans: MockCoachPlan[];
  coachAccounts: MockCoachAccount[];
  coachBookings: MockCoachBooking[];
  coachPurchases: MockCoachPurchase[];
}

/** Today at a given hour, a number of days ahead, as ISO text. */
function daysAhead(days: number, hour: number, minute = 0): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  date.setHours(hour, minute, 0, 0);
  return date.toISOString();
}

export function seedCoachesTables(): CoachesTables {
  return {
    coachPlans: [
      {
        plan_id: 9701,
        title: 'Starter',
        price: 0,
        period: '',
        description: 'Your profile on RWL Pros and one class plan.',
      },
      {
        plan_id: 9702,
        title: 'Pro monthly',
        price: 19.99,
        period: 'month',
        description: 'Unlimited class plans and one-to-one sessions, paid monthly.',
      },
      {
        plan_id: 9703,
        title: 'Pro annual',
        price: 199.99,
        period: 'year',
        description: 'Everything in Pro, paid once a year: two months free.',
      },
    ],
    coachAccounts: [
      {
        user_id: 120,
        fitpro_id: 901,
        plan_id: 9702,
        qualification: 'Level 3 personal trainer',
        social_media_name: 'rachel.hiit',
        social_media_type: 'Instagram',
        images: { qualification_image: '', identity_image: '', face_picture: '' },
      },
    ],
    coachBookings: [
      {
        booking_id: 9801,
        fitpro_id: 901,
        session_id: 9201,
        title: '30-min PT session',
        member_name: 'Sam Green',
        starts_at: daysAhead(1, 10),
      },
      {
        booking_id: 9802,
        fitpro_id: 901,
        session_id: 9201,
        title: '30-min PT session',
        member_name: 'Aisha Khan',
        starts_at: daysAhead(3, 18, 30),
      },
    ],
    coachPurchases: [],
  };
}
