/** Coaching (issue 16): the contract's professionals 901 and 902, class plan 9101 and session 9201. */
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

export interface CoachingTables {
  pros: MockPro[];
}

export function seedCoachingTables(): CoachingTables {
  return {
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
