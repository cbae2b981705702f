/** Mock tables of the registration area: topics of interest, loading tips and sent invites. */
export interface MockTopic {
  topic_id: number;
  title: string;
  flag: string;
  goal_field: string;
  question: string;
  options: string[];
  pregnancy: number;
}

export interface MockRegTip {
  category: string;
  tip_id: number;
  tip: string;
}

/** An image a registering visitor uploaded (auth/upload), until an account takes it. */
export interface MockRegistrationUpload {
  file_id: string;
  type: 'student_proof';
  name: string;
  url: string;
  /** The user whose registration took it; null until then (one upload, one account). */
  used_by: number | null;
  at: string;
}

export interface RegistrationTables {
  registrationUploads: MockRegistrationUpload[];
  topicsOfInterest: MockTopic[];
  regLoadingTips: MockRegTip[];
  /** Friends invited during registration: who invited whom. */
  invitedFriends: { user_id: number; first_name: string; email: string; at: string }[];
}

export function seedRegistrationTables(): RegistrationTables {
  return {
    registrationUploads: [],
    topicsOfInterest: [
      {
        topic_id: 1,
        title: 'Fitness',
        flag: 'is_fitness',
        goal_field: 'fitness_goal',
        question: 'What is your main fitness goal?',
        options: ['Get stronger', 'Improve my stamina', 'Tone up'],
        pregnancy: 0,
      },
      {
        topic_id: 2,
        title: 'Healthy eating',
        flag: 'is_healthy_eating',
        goal_field: 'healthy_eating_goal',
        question: 'What would you like to change about how you eat?',
        options: ['Eat more balanced meals', 'Cut down on sugar', 'Learn to cook healthy food'],
        pregnancy: 0,
      },
      {
        topic_id: 3,
        title: 'Mindset',
        flag: 'is_mindset',
        goal_field: 'barrier_goal',
        question: 'What gets in your way most often?',
        options: ['Lack of time', 'Low motivation', 'Stress'],
        pregnancy: 0,
      },
      {
        topic_id: 4,
        title: 'Pregnancy and postnatal',
        flag: 'is_pregnant',
        goal_field: 'pregnency_goal',
        question: 'Where are you on your pregnancy journey?',
        options: ['I am pregnant', 'I had a baby in the last year'],
        pregnancy: 1,
      },
      {
        topic_id: 5,
        title: 'Back and joint pain',
        flag: 'is_pain',
        goal_field: '',
        question: '',
        options: [],
        pregnancy: 0,
      },
    ],
    regLoadingTips: [
      {
        category: 'Fitness',
        tip_id: 11,
        tip: 'Three short workouts a week beat one long one you dread.',
      },
      {
        category: 'Nutrition',
        tip_id: 12,
        tip: 'Build each plate around protein and vegetables, then add carbs to suit your day.',
      },
      {
        category: 'Mindset',
        tip_id: 13,
        tip: 'Write down one small win every evening: progress you notice is progress you keep.',
      },
      {
        category: 'Sleep',
        tip_id: 14,
        tip: 'A regular bedtime helps your body recover from training.',
      },
      {
        category: 'Hydration',
        tip_id: 15,
        tip: 'Keep a glass of water by you while you work and refill it each time it is empty.',
      },
    ],
    invitedFriends: [],
  };
}
