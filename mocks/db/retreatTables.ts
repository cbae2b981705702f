/** Retreats (issue 17): retreat 1401 "Cotswolds wellness weekend" of the contract. */
export interface MockRetreat {
  retreat_id: number;
  title: string;
  place: string;
  start_date: string;
  end_date: string;
  price: number;
  deposit: number;
  places_left: number;
  summary: string;
  /** Server HTML: the app cleans it before showing it. */
  description: string;
  images: string[];
}

export interface MockRetreatBooking {
  booking_ref: string;
  retreat_id: number;
  user_id: number;
  attendees: { first_name: string; last_name: string; email: string }[];
  payment: 'deposit' | 'full';
  paid: number;
  at: string;
}

export interface RetreatTables {
  retreats: MockRetreat[];
  retreatBookings: MockRetreatBooking[];
}

export function seedRetreatTables(): RetreatTables {
  return {
    retreats: [
      {
        retreat_id: 1401,
        title: 'Cotswolds wellness weekend',
        place: 'Cotswolds, Gloucestershire',
        start_date: '2027-04-16',
        end_date: '2027-04-18',
        price: 495,
        deposit: 100,
        places_left: 6,
        summary:
          'Two nights of workouts, good food and rest in the Cotswolds with the RWL trainers.',
        description:
          '<p>Arrive on Friday afternoon, train with the RWL trainers on Saturday and Sunday mornings, and spend the afternoons walking, stretching and eating well.</p><ul><li>Two nights in a shared or private room</li><li>All meals, cooked by our chef</li><li>Four classes and a mindset workshop</li></ul>',
        images: ['/images/programme-summer-shred.svg', '/images/recipe-salad.svg'],
      },
      {
        retreat_id: 1402,
        title: 'Lagos fitness week',
        place: 'Lagos, Portugal',
        start_date: '2027-06-05',
        end_date: '2027-06-12',
        price: 1250,
        deposit: 250,
        places_left: 0,
        summary: 'A week of sun, sea and training on the Algarve coast.',
        description:
          '<p>Seven nights by the sea with two classes a day. This week is full: join the interest list for the next one.</p>',
        images: ['/images/programme-sweat.svg'],
      },
    ],
    retreatBookings: [],
  };
}
