/** Mock tables for notifications, quizzes, live sessions and shopping lists (issue 5). */

export interface MockNotification {
  notification_id: number;
  user_id: number;
  title: string;
  sub_title: string;
  type: string;
  type_id: string;
  screen: string;
  screen_id: string;
  post_community_id: string;
  media: string;
  url: string;
  /** UTC, 'YYYY-MM-DD HH:mm:ss'. */
  updated_date: string;
  user_image: string;
  first_name: string;
  last_name: string;
  is_staff: number;
  magazine_id: string;
  is_read: 0 | 1;
  /** For community notifications: what notification/data answers. */
  community_id?: string;
  post_id?: string;
}

export interface MockQuizOption {
  option_id: number;
  text: string;
  question_id: number;
  /** The question set this answer leads to; 0 means the quiz ends with a snippet. */
  question_set: number;
}

export interface MockQuizQuestion {
  question_id: number;
  quiz_id: number;
  question_set: number;
  question: string;
  question_desc: string;
  type: 'Multiple' | 'single';
  options: MockQuizOption[];
}

export interface MockQuiz {
  quiz_id: number;
  quiz_bulk_id: number;
  quiz_template_id: number;
  objectId: string;
  questions: MockQuizQuestion[];
  snippet: {
    snippet_description: string;
    button_text: string;
    screen_name: string;
    folder_id: string;
    sub_folderData: unknown[];
    access: number;
    is_access: number;
  };
}

export interface MockSessionStatus {
  session_id: number;
  type: string;
  zoom_id: string;
  zoom_pass: string;
  join_with_platform: string;
  join_url: string;
}

export interface MockShoppingList {
  list_id: number;
  user_id: number;
  title: string;
  items: string[];
}

export interface MockFilterGroup {
  name: string;
  childs: { tag_id: number; name: string; status: string }[];
}

export interface MockExploreItem {
  id: number;
  kind: 'workout' | 'recipe' | 'resource';
  title: string;
  description: string;
  image: string;
  tags: number[];
}

export interface NotificationTables {
  notifications: MockNotification[];
  nextNotificationId: number;
  quizzes: MockQuiz[];
  sessionStatuses: MockSessionStatus[];
  liveJoins: { user_id: number; session_id: string; status: number; at: string }[];
  shoppingLists: MockShoppingList[];
  nextShoppingListId: number;
  filterGroups: MockFilterGroup[];
  exploreItems: MockExploreItem[];
  folderAccess: { folder_id: number; screen_name: string; access: number }[];
  magazines: {
    magazine_id: number;
    category_slug: string;
    subcategory_slug: string;
    slug: string;
  }[];
  /** community id -> user ids with access to its group chat */
  groupChatAccess: Record<string, number[]>;
  registrationTips: { category: string; tip_id: number; tip: string }[];
  calorieUploads: { user_id: number; data: unknown; at: string }[];
  /** notification/close calls per user id */
  notificationCloses: Record<string, number>;
}

const PREMIUM_USER = 102;

function utc(date: Date): string {
  return date.toISOString().slice(0, 19).replace('T', ' ');
}

/** The first notifications of premium@example.com: one of each main kind, newest first. */
const FEATURED: Partial<MockNotification>[] = [
  {
    title: 'Morning HIIT is live now',
    sub_title: 'Tap to join the class',
    type: 'live_session',
    type_id: '77',
  },
  {
    title: 'A quick question for you',
    sub_title: 'Tell us what you would like to focus on',
    screen: 'quiz',
    screen_id: '1',
  },
  {
    title: 'Your shopping list is ready',
    sub_title: 'Weekly shop',
    screen: 'shoppinglist',
    screen_id: '1',
  },
  {
    title: 'New programme unlocked',
    sub_title: 'New Beginnings is waiting for you',
    screen: 'folderid',
    screen_id: '1059',
  },
  {
    title: 'Coaches-only programme',
    sub_title: 'A programme for our coaches',
    screen: 'folderid',
    screen_id: '9001',
  },
  {
    title: 'Join the mums group chat',
    sub_title: 'Say hello to the group',
    screen: 'communitygroupchat',
    screen_id: '12',
  },
  {
    // Sam Green's #summershred post in community 1 and Aisha's comment on it (communityTables).
    title: "Aisha Khan commented on Sam Green's post",
    sub_title: 'Count me in! 🙌',
    type: 'post_commented',
    type_id: '9501',
    community_id: '1',
    post_id: '9003',
  },
  {
    title: 'New message from Rachel',
    sub_title: 'Great work this week!',
    type: 'message',
    type_id: '110',
  },
  {
    title: 'Evening yoga flow starts soon',
    sub_title: 'Session details',
    type: 'live_session',
    type_id: '78',
  },
  {
    title: 'Read the new magazine issue',
    sub_title: 'Summer recipes',
    screen: 'magazine',
    magazine_id: '5',
  },
  {
    title: 'Your meal plan guide',
    sub_title: 'Download the PDF',
    screen: 'pdf',
    media: '/images/placeholder.svg',
  },
  {
    title: 'Try a new recipe',
    sub_title: 'Overnight oats with berries',
    screen: 'recipe',
    screen_id: '2001',
  },
  {
    title: 'Aisha Khan sent you a friend request',
    sub_title: 'See her profile',
    type: 'friend_request',
    type_id: '202',
  },
];

const FILLER_TITLES = [
  ['New workout added', 'Low-impact toning', 'program', '1060'],
  ['Someone commented on your post', 'Looking strong!', 'dashboard', ''],
  ['New recipe in your plan', 'Green goddess salad', 'recipe', '2003'],
  ['Live class reminder', 'Check the calendar', 'live_event', '77'],
  ['New in the shop', 'Resistance bands', 'ecommerce', ''],
] as const;

function seedNotificationsFor(
  userId: number,
  count: number,
  unread: number,
  now = new Date(),
): MockNotification[] {
  const list: MockNotification[] = [];
  for (let index = 0; index < count; index += 1) {
    const featured = FEATURED[index];
    const filler = FILLER_TITLES[index % FILLER_TITLES.length] ?? ['Update', '', '', ''];
    // Spread over time: the first few today, then one every ~9 hours.
    const at = new Date(
      now.getTime() - (index < 3 ? index * 20 * 60_000 + 60_000 : index * 9 * 3_600_000),
    );
    list.push({
      notification_id: userId * 10_000 + index + 1,
      user_id: userId,
      title: featured?.title ?? `${filler[0]} #${count - index}`,
      sub_title: featured?.sub_title ?? filler[1],
      type: featured?.type ?? '',
      type_id: featured?.type_id ?? '',
      screen: featured?.screen ?? (featured ? '' : filler[2]),
      screen_id: featured?.screen_id ?? (featured ? '' : filler[3]),
      post_community_id: featured?.post_community_id ?? '',
      media: featured?.media ?? '',
      url: featured?.url ?? '',
      updated_date: utc(at),
      user_image: index % 4 === 0 ? '/images/missing-avatar.png' : '',
      first_name: ['Rachel', 'Sasha', 'Frankie', 'Mo'][index % 4] ?? 'Rachel',
      last_name: ['Coach', 'Green', 'Lee', 'Khan'][index % 4] ?? 'Coach',
      is_staff: index % 4 === 0 ? 1 : 0,
      magazine_id: featured?.magazine_id ?? '',
      is_read: index < unread ? 0 : 1,
      community_id: featured?.community_id,
      post_id: featured?.post_id,
    });
  }
  return list;
}

/** Replaces a user's notifications with `count` generated ones (bench and demos). */
export function generateNotifications(
  userId: number,
  count: number,
  unread: number,
): MockNotification[] {
  return seedNotificationsFor(userId, count, unread);
}

export function seedNotificationTables(): NotificationTables {
  return {
    notifications: [
      ...seedNotificationsFor(PREMIUM_USER, 75, 12),
      ...seedNotificationsFor(101, 4, 1),
      ...seedNotificationsFor(110, 6, 2),
    ],
    nextNotificationId: 1_000_000,
    quizzes: [
      {
        quiz_id: 1,
        quiz_bulk_id: 11,
        quiz_template_id: 21,
        objectId: 'quiz-1',
        questions: [
          {
            question_id: 101,
            quiz_id: 1,
            question_set: 1,
            question: 'What would you like to focus on?',
            question_desc: 'Choose all that apply.',
            type: 'Multiple',
            options: [
              { option_id: 1001, text: 'Losing weight', question_id: 101, question_set: 2 },
              { option_id: 1002, text: 'Getting stronger', question_id: 101, question_set: 2 },
              { option_id: 1003, text: 'Just browsing', question_id: 101, question_set: 0 },
            ],
          },
          {
            question_id: 102,
            quiz_id: 1,
            question_set: 2,
            question: 'How many days a week can you train?',
            question_desc: 'Pick one.',
            type: 'single',
            options: [
              { option_id: 1004, text: '2 to 3 days', question_id: 102, question_set: 0 },
              { option_id: 1005, text: '4 or more days', question_id: 102, question_set: 0 },
            ],
          },
        ],
        snippet: {
          snippet_description:
            'We have picked New Beginnings for you: 12 weeks of workouts that fit your week.',
          button_text: 'Start New Beginnings',
          screen_name: 'folder',
          folder_id: '1059',
          sub_folderData: [],
          access: 1,
          is_access: 1,
        },
      },
      {
        quiz_id: 2,
        quiz_bulk_id: 12,
        quiz_template_id: 22,
        objectId: 'quiz-2',
        questions: [
          {
            question_id: 201,
            quiz_id: 2,
            question_set: 1,
            question: 'How did you sleep last night?',
            question_desc: '',
            type: 'single',
            options: [
              { option_id: 2001, text: 'Well', question_id: 201, question_set: 0 },
              { option_id: 2002, text: 'Badly', question_id: 201, question_set: 0 },
            ],
          },
        ],
        snippet: {
          snippet_description: 'Try our sleep meditation tonight.',
          button_text: 'Open mindset',
          screen_name: 'folder',
          folder_id: '1061',
          sub_folderData: [],
          access: 0,
          is_access: 0,
        },
      },
    ],
    sessionStatuses: [
      {
        session_id: 77,
        type: 'live',
        zoom_id: '7700000077',
        zoom_pass: 'hiit',
        join_with_platform: 'zoomus://zoom.us/join?confno=7700000077',
        join_url: 'https://zoom.us/j/7700000077',
      },
      {
        session_id: 78,
        type: 'live',
        zoom_id: '',
        zoom_pass: '',
        join_with_platform: '',
        join_url: '',
      },
      {
        session_id: 79,
        type: 'info',
        zoom_id: '',
        zoom_pass: '',
        join_with_platform: '',
        join_url: '',
      },
    ],
    liveJoins: [],
    shoppingLists: [
      {
        list_id: 1,
        user_id: PREMIUM_USER,
        title: 'Weekly shop',
        items: ['Oats', 'Berries', 'Greek yoghurt', 'Chicken thighs'],
      },
      {
        list_id: 2,
        user_id: PREMIUM_USER,
        title: 'Meal prep Sunday',
        items: ['Sweet potatoes', 'Salmon', 'Spinach'],
      },
      { list_id: 3, user_id: 101, title: 'Smoothies', items: ['Bananas', 'Peanut butter'] },
    ],
    nextShoppingListId: 10,
    filterGroups: [
      {
        name: 'Workout type',
        childs: [
          { tag_id: 1, name: 'HIIT', status: '1' },
          { tag_id: 2, name: 'Strength', status: '1' },
          { tag_id: 3, name: 'Low impact', status: '1' },
          { tag_id: 4, name: 'Archived', status: '0' },
        ],
      },
      {
        name: 'Duration',
        childs: [
          { tag_id: 5, name: 'Under 20 minutes', status: '1' },
          { tag_id: 6, name: '20 to 30 minutes', status: '1' },
        ],
      },
      {
        name: 'Equipment',
        childs: [
          { tag_id: 7, name: 'No equipment', status: '1' },
          { tag_id: 8, name: 'Dumbbells', status: '1' },
          { tag_id: 9, name: 'Resistance bands', status: '1' },
        ],
      },
    ],
    exploreItems: [
      {
        id: 3001,
        kind: 'workout',
        title: '20-minute full body HIIT',
        description: 'Intermediate, no equipment',
        image: '/images/workout-hiit.svg',
        tags: [1, 6, 7],
      },
      {
        id: 3002,
        kind: 'workout',
        title: 'Low-impact toning',
        description: 'Beginner, dumbbells',
        image: '/images/workout-toning.svg',
        tags: [3, 6, 8],
      },
      {
        id: 3003,
        kind: 'workout',
        title: 'Core and glutes burner',
        description: 'All levels',
        image: '',
        tags: [2, 5, 7],
      },
      {
        id: 3004,
        kind: 'workout',
        title: 'Resistance band strength',
        description: 'Intermediate',
        image: '/images/missing-workout.png',
        tags: [2, 6, 9],
      },
      {
        id: 2001,
        kind: 'recipe',
        title: 'Overnight oats with berries',
        description: '320 kcal, 5 minutes',
        image: '/images/recipe-oats.svg',
        tags: [],
      },
      {
        id: 2002,
        kind: 'recipe',
        title: 'Chicken and chickpea traybake',
        description: '480 kcal, 35 minutes',
        image: '/images/recipe-traybake.svg',
        tags: [],
      },
      {
        id: 2003,
        kind: 'recipe',
        title: 'Green goddess salad',
        description: '290 kcal, 15 minutes',
        image: '/images/recipe-salad.svg',
        tags: [],
      },
      {
        id: 2005,
        kind: 'recipe',
        title: 'Peanut butter protein balls',
        description: '140 kcal, 10 minutes',
        image: '',
        tags: [],
      },
    ],
    folderAccess: [
      { folder_id: 1059, screen_name: 'folder', access: 1 },
      { folder_id: 1060, screen_name: 'folder', access: 1 },
      { folder_id: 9001, screen_name: 'folder', access: 0 },
    ],
    magazines: [
      { magazine_id: 5, category_slug: 'food', subcategory_slug: 'summer', slug: 'summer-recipes' },
    ],
    groupChatAccess: { '12': [110], '14': [102, 110] },
    registrationTips: [
      {
        category: 'Fitness',
        tip_id: 1,
        tip: 'Short workouts count: 10 minutes a day adds up over a week.',
      },
      {
        category: 'Nutrition',
        tip_id: 2,
        tip: 'Add a portion of protein to every meal to stay fuller for longer.',
      },
      { category: 'Mindset', tip_id: 3, tip: 'Write down one thing you did well today.' },
      { category: 'Sleep', tip_id: 4, tip: 'Keep the same bedtime, even at the weekend.' },
    ],
    calorieUploads: [],
    notificationCloses: {},
  };
}
