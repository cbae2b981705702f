/**
 * Coaching (issue 16): the contract's professionals 901 and 902, class plan 9101 and session
 * 9201; beyond the contract, the free taster plan 9103, the dated classes 9301 to 9312 (9303
 * full) and fitpro@example.com's booking of 9101 from class 9301.
 */
export interface MockClassPlan {
  class_plan_id: number;
  title: string;
  price: number;
  classes: number;
  description: string;
}

export interface MockOneToOne {
  session_id: number;
  title: string;
  price: number;
  minutes: number;
}

export interface MockPro {
  fitpro_id: number;
  name: string;
  speciality: string;
  place: string;
  online: 0 | 1;
  photo: string;
  summary: string;
  latitude: number;
  longitude: number;
  /** Server HTML: the app cleans it before showing it. */
  bio: string;
  class_plans: MockClassPlan[];
  sessions: MockOneToOne[];
}

/** A dated class of a class plan (fitpronew/session_list): booking a plan starts on one of them. */
export interface MockProClass {
  class_id: number;
  fitpro_id: number;
  class_plan_id: number;
  title: string;
  start_at: string;
  end_at: string;
  places: number;
  taken: number;
}

/** A line of a member's coaching basket (fitpronew/basket, view_basket). */
export interface MockBasketLine {
  basket_id: number;
  type: 'class' | 'session';
  fitpro_id: number;
  /** class_plan_id for a class, session_id for a one-to-one session. */
  item_id: number;
  /** The dated class a class plan starts on (0 for a session). */
  class_id: number;
  start_at: string;
}

/** A paid (or free) booking: what the class access check reads. */
export interface MockCoachingBooking {
  booking_ref: string;
  user_id: number;
  type: 'class' | 'session';
  fitpro_id: number;
  item_id: number;
  class_id: number;
  start_at: string;
  price: number;
  include_membership: 0 | 1;
  paid_with: 'card' | 'saved card' | 'wallet' | 'free';
  at: string;
}

export interface CoachingTables {
  pros: MockPro[];
  proClasses: MockProClass[];
  coachingBaskets: Record<string, MockBasketLine[]>;
  coachingBookings: MockCoachingBooking[];
  nextBasketId: number;
}

/** `days` from today at `hour`:00 UTC. */
function dayAt(days: number, hour: number, now: Date): string {
  const date = new Date(now);
  date.setUTCDate(date.getUTCDate() + days);
  date.setUTCHours(hour, 0, 0, 0);
  return date.toISOString();
}

function proClass(
  class_id: number,
  class_plan_id: number,
  title: string,
  start_at: string,
  places: number,
  taken: number,
): MockProClass {
  const end_at = new Date(Date.parse(start_at) + 45 * 60_000).toISOString();
  return { class_id, fitpro_id: 901, class_plan_id, title, start_at, end_at, places, taken };
}

export function seedCoachingTables(now = new Date()): CoachingTables {
  const hiit = '4 live HIIT classes';
  const taster = 'Free taster HIIT class';
  return {
    // Dated classes of Rachel's plans: 9303 is full; 9311 and 9312 are the free taster's.
    proClasses: [
      proClass(9301, 9101, hiit, dayAt(1, 18, now), 12, 5),
      proClass(9302, 9101, hiit, dayAt(4, 18, now), 12, 3),
      proClass(9303, 9101, hiit, dayAt(6, 18, now), 10, 10),
      proClass(9304, 9101, hiit, dayAt(8, 18, now), 12, 0),
      proClass(9305, 9101, hiit, dayAt(11, 18, now), 12, 0),
      proClass(9306, 9101, hiit, dayAt(15, 18, now), 12, 0),
      proClass(9311, 9103, taster, dayAt(2, 12, now), 20, 4),
      proClass(9312, 9103, taster, dayAt(9, 12, now), 20, 0),
    ],
    coachingBaskets: {},
    // fitpro@example.com bought a coaching class (contract): class plan 9101 from class 9301.
    coachingBookings: [
      {
        booking_ref: 'CB-100001',
        user_id: 106,
        type: 'class',
        fitpro_id: 901,
        item_id: 9101,
        class_id: 9301,
        start_at: dayAt(1, 18, now),
        price: 20,
        include_membership: 1,
        paid_with: 'card',
        at: now.toISOString(),
      },
    ],
    nextBasketId: 1,
    pros: [
      {
        fitpro_id: 901,
        name: 'Rachel Adams',
        speciality: 'HIIT',
        place: 'London',
        online: 1,
        photo: '/images/landing/person-2.svg',
        summary: 'Fast, fun HIIT classes live from London and online.',
        latitude: 51.5074,
        longitude: -0.1278,
        bio: '<p>Rachel has coached high-intensity interval training for ten years.</p><ul><li>Level 3 personal trainer</li><li>Pre- and post-natal certified</li></ul>',
        class_plans: [
          {
            class_plan_id: 9101,
            title: '4 live HIIT classes',
            price: 20,
            classes: 4,
            description: 'Four 45-minute live HIIT classes, to use within a month.',
          },
          {
            class_plan_id: 9103,
            title: 'Free taster HIIT class',
            price: 0,
            classes: 1,
            description: 'One 45-minute live HIIT class to try Rachel out, free.',
          },
        ],
        sessions: [{ session_id: 9201, title: '30-min PT session', price: 35, minutes: 30 }],
      },
      {
        fitpro_id: 902,
        name: 'Tom Reed',
        speciality: 'strength',
        place: 'Manchester',
        online: 0,
        photo: '/images/landing/person-3.svg',
        summary: 'Strength coaching in Manchester: lift well, lift safely.',
        latitude: 53.4808,
        longitude: -2.2426,
        bio: '<p>Tom coaches strength and conditioning in Manchester.</p>',
        class_plans: [],
        sessions: [{ session_id: 9202, title: '45-min strength session', price: 40, minutes: 45 }],
      },
    ],
  };
}
