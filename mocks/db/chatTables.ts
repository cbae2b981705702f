/**
 * Mock tables for chats and messages (issue 6).
 *
 * People: the one directory of members (./directory.ts: the demo accounts and the members
 * table, membersTables.ts, with the staff colleagues 401-406 and members 301-336). A direct chat
 * is seen as type 3 (RWL Team) by whoever talks to staff and as type 1 (Messages) otherwise; a
 * group chat is type 2 for everyone in it.
 *
 * Seed (contract): staff@example.com (110) has 52 chats: 10 group chats (2 unread, 2 of them
 * community group chats), 36 member chats in Messages (10 unread, 3 Urgent, 4 Follow up, 1
 * blocked: Carys Jones) and 6 colleague chats in RWL Team (2 unread);
 * premium@example.com (102) has 3 unread direct messages (2 from Fiona Free, 1 from Hannah
 * Hughes), a chat with Rachel Coach (staff) in RWL Team and 2 group chats;
 * nochats@example.com (111) has none. The chat with Priya (d-102-110) holds every message type.
 * Community group chats: g201 "Summer Shred Community" (invite link SumShr01R8j, Premium and up
 * may join) and g202 "VIP Retreat Group" (VipRet01R8j, Ambassadors only).
 */

export interface MockChatGroup {
  _id: string;
  name: string;
  profileUrl: string;
  notiActive: number;
  createdBy: number;
  /** A community group chat: joined through its community's link. */
  isCommunity: number;
  /** The 11-character community invite link (ending in R8j), if any. */
  inviteCode: string;
  /** Access levels that may join a community group chat by link. */
  accessTypes: number[];
}

export interface MockChat {
  chId: string;
  kind: 'direct' | 'group';
  members: number[];
  groupId: string | null;
  /** Unread count per user id. */
  unread: Record<string, number>;
  /** Staff flag per staff user id: 1 normal, 2 follow up, 3 urgent. */
  flags: Record<string, number>;
  /** Direct chats: the user who blocked the other, 0 when not blocked. */
  blockedBy: number;
  /** Time of the last message (ISO). */
  lastAt: string;
}

export interface MockChatMessage {
  _id: string;
  chId: string;
  senderId: number;
  mTy: number;
  msg: string;
  video: number;
  media: string;
  thumbnail_image: string;
  headerText: string;
  buttonType: number;
  buttonText: string;
  buttonId: string;
  is_ctabtn: number;
  access: number;
  createdAt: string;
  /** Client id of the request that created it (so a resend is recognised). */
  cid: string;
}

export interface ChatBenchSeed {
  /** Extra generated chats per user id (chats are generated on demand, not stored). */
  chats: Record<string, { count: number; chatType: 1 | 2 | 3; at: number }>;
  /** Extra generated older messages per chat id. */
  messages: Record<string, number>;
  /** Per generated chat: changes made to it (flag, unread). */
  overrides: Record<string, { flag?: number; unread?: number; real?: boolean }>;
}

export interface ChatTables {
  chatGroups: MockChatGroup[];
  chats: MockChat[];
  chatMessages: MockChatMessage[];
  chatBench: ChatBenchSeed;
  nextChatMessageId: number;
}

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index);

function group(
  _id: string,
  name: string,
  members: number[],
  extra: Partial<MockChatGroup> = {},
): { group: MockChatGroup; members: number[] } {
  return {
    group: {
      _id,
      name,
      profileUrl: '',
      notiActive: 1,
      createdBy: 110,
      isCommunity: 0,
      inviteCode: '',
      accessTypes: [],
      ...extra,
    },
    members,
  };
}

export function directChatId(a: number, b: number): string {
  return `d-${Math.min(a, b)}-${Math.max(a, b)}`;
}

export function groupChatId(groupId: string): string {
  return `grp-${groupId}`;
}

/**
 * Member questions to the RWL Team, each with the team's answer and what the member wrote next
 * (the unread follow-ups), so each staff chat reads like one conversation.
 */
const MEMBER_THREADS: { question: string; answer: string; followUps: string[] }[] = [
  {
    question: 'Hi Rachel, is it ok to do the HIIT workout two days in a row?',
    answer: 'Rest days matter, so alternate HIIT with a low-impact session like Pilates or a walk.',
    followUps: [
      'That makes sense, thank you!',
      'Would yoga count as the low-impact day?',
      'And is a 30 minute walk enough?',
    ],
  },
  {
    question: 'My knee hurts on the jump squats, what can I do instead?',
    answer:
      'Swap them for squat pulses or glute bridges and keep the tempo slow. If it still hurts, see your GP.',
    followUps: [
      'Glute bridges felt much better today.',
      'Should I skip the lunges too?',
      'I’ll let you know how the week goes.',
    ],
  },
  {
    question: 'Can I swap the salmon for chicken in this week’s meal plan?',
    answer: 'Of course, the macros are very close, so that swap is fine.',
    followUps: [
      'Perfect, my kids will be happier too 😄',
      'Does the same go for the Friday fish tacos?',
      'Thanks Rachel!',
    ],
  },
  {
    question: 'I missed three days, should I restart the programme?',
    answer: 'No need to restart: just pick up where you left off. Three days is nothing.',
    followUps: [
      'Phew, I was worried about that.',
      'Back on it tomorrow morning.',
      'Thank you for being so kind about it.',
    ],
  },
  {
    question: 'How many calories should I be eating while breastfeeding?',
    answer:
      'Breastfeeding needs around 300 to 500 extra calories a day, so please don’t go below your maintenance. The New Mums plan has this built in.',
    followUps: [
      'I didn’t know that, thank you.',
      'I’ll switch to the New Mums plan then.',
      'Is the snack list in the app too?',
    ],
  },
  {
    question: 'The video for week 2 day 3 won’t load for me.',
    answer:
      'Sorry about that! Could you try closing the app and opening it again? We have refreshed the video on our side.',
    followUps: [
      'It works now, thanks!',
      'Same problem with day 4 though.',
      'Never mind, day 4 loads too now.',
    ],
  },
  {
    question: 'Is the Summer Shred suitable for beginners?',
    answer:
      'It is, every workout has a beginner option. If you are brand new, New Beginnings first is a gentler start.',
    followUps: [
      'I’ll start with New Beginnings then.',
      'How long is New Beginnings?',
      'Great, signing up now!',
    ],
  },
  {
    question: 'I’ve lost 4 lbs this month, thank you so much!',
    answer: 'Well done, that is brilliant progress. Keep it up!',
    followUps: [
      'My jeans fit again 🙌',
      'Going for another 4 next month.',
      'Thanks for all the support.',
    ],
  },
  {
    question: 'Can I do the programme if I’m 20 weeks pregnant?',
    answer:
      'Please check with your midwife first, then use the pregnancy workouts rather than the main programme.',
    followUps: [
      'My midwife said the pregnancy workouts are fine.',
      'Where do I find them in the app?',
      'Found them, thank you!',
    ],
  },
  {
    question: 'How do I change my plan to quarterly?',
    answer:
      'Go to Profile, then Upgrade or downgrade, and pick Quarterly. The change starts at your next payment.',
    followUps: [
      'Done, that was easy.',
      'Will I be charged today?',
      'Ah, I see it starts next month. Thanks!',
    ],
  },
  {
    question: 'What weights should I buy for Lift Like a Pro?',
    answer: 'A pair of 4 kg and a pair of 8 kg dumbbells will cover the first four weeks.',
    followUps: ['Ordered them today 💪', 'Are adjustable ones ok?', 'Brilliant, thank you.'],
  },
  {
    question: 'I’m feeling really unmotivated this week.',
    answer:
      'That happens to all of us. Try one 15 minute workout today and post in the community, the girls are lovely.',
    followUps: [
      'I did the 15 minutes, feeling better.',
      'Posted in the group, everyone was so nice.',
      'Thank you for the push.',
    ],
  },
];

/** What colleagues in the RWL Team write to each other (one thread per colleague). */
const TEAM_THREADS: { ask: string; reply: string; more: string }[] = [
  {
    ask: 'Can you cover the Thursday evening live chat?',
    reply: 'I can do the morning, not the evening.',
    more: 'Also, the new recipe pack is live, have a look.',
  },
  {
    ask: 'Could you check the new HIIT video before it goes out?',
    reply: 'Yes, no problem. I’ll watch it tonight.',
    more: '',
  },
  {
    ask: 'Are you running Saturday’s live class?',
    reply: 'I am, the stretch and tone one.',
    more: '',
  },
  {
    ask: 'Have you seen the members’ questions about the meal plan?',
    reply: 'Yes, I’ll answer them this afternoon.',
    more: 'Two more came in about the snack list.',
  },
  { ask: 'Can we move Monday’s team meeting to 10am?', reply: '10am works for me.', more: '' },
  {
    ask: 'Do you have the photos for the Summer Shred post?',
    reply: 'Sending them over now.',
    more: '',
  },
];

/** What members post in a group after the welcome, oldest first. */
const GROUP_CHECK_INS = [
  'Morning workout done before the school run ✅',
  'Just finished day 1, my legs are shaking 😅',
  'Done! Who else is doing the evening session?',
  'Done ✅ the stretch at the end was lovely',
];

/** A text message with every other field at its default; `fields` fill in the rest. */
export function chatMessage(
  fields: Pick<MockChatMessage, '_id' | 'chId' | 'senderId' | 'createdAt'> &
    Partial<MockChatMessage>,
): MockChatMessage {
  return {
    mTy: 1,
    msg: '',
    video: 0,
    media: '',
    thumbnail_image: '',
    headerText: '',
    buttonType: 0,
    buttonText: '',
    buttonId: '',
    is_ctabtn: 2,
    access: 1,
    cid: '',
    ...fields,
  };
}

/**
 * A seed message. Times are minutes before `now`, so the seed always looks fresh.
 */
function message(
  now: number,
  id: number,
  chId: string,
  senderId: number,
  minutesAgo: number,
  fields: Partial<MockChatMessage>,
): MockChatMessage {
  return chatMessage({
    _id: `m${id}`,
    chId,
    senderId,
    createdAt: new Date(now - minutesAgo * 60_000).toISOString(),
    ...fields,
  });
}

export function seedChatTables(): ChatTables {
  const now = Date.now();
  const chats: MockChat[] = [];
  const messages: MockChatMessage[] = [];
  let nextId = 1;
  const add = (
    chId: string,
    senderId: number,
    minutesAgo: number,
    fields: Partial<MockChatMessage>,
  ) => {
    messages.push(message(now, nextId++, chId, senderId, minutesAgo, fields));
  };
  const direct = (a: number, b: number, options: Partial<MockChat> = {}): MockChat => {
    const chat: MockChat = {
      chId: directChatId(a, b),
      kind: 'direct',
      members: [a, b],
      groupId: null,
      unread: {},
      flags: {},
      blockedBy: 0,
      lastAt: '',
      ...options,
    };
    chats.push(chat);
    return chat;
  };

  // Staff (110) with members 301-336: the Messages tab of the staff account.
  for (let index = 0; index < 34; index += 1) {
    const memberId = 301 + index;
    const chat = direct(110, memberId);
    const base = 20 + index * 95; // spread over a few days, newest first
    const thread = MEMBER_THREADS[index % MEMBER_THREADS.length];
    if (!thread) continue;
    add(chat.chId, memberId, base + 60, { msg: thread.question });
    add(chat.chId, 110, base + 40, { msg: thread.answer });
    if (index < 10) {
      // 10 chats with unread member messages (1-3 each).
      const unread = (index % 3) + 1;
      for (let n = 0; n < unread; n += 1) {
        add(chat.chId, memberId, base - n, { msg: thread.followUps[n] ?? 'Thank you!' });
      }
      chat.unread['110'] = unread;
    } else {
      add(chat.chId, memberId, base, { msg: 'Thank you, that really helps 😊' });
    }
  }
  const staffChat = (memberId: number) =>
    chats.find((chat) => chat.chId === directChatId(110, memberId))!;
  for (const id of [303, 307, 312]) staffChat(id).flags['110'] = 3;
  for (const id of [305, 309, 315, 320]) staffChat(id).flags['110'] = 2;
  staffChat(334).blockedBy = 110;

  // Premium (102): with Fiona Free (2 unread), Hannah Hughes (1 unread), Rachel Coach (staff).
  const fiona = direct(101, 102, { unread: { '102': 2 } });
  add(fiona.chId, 102, 600, { msg: 'Are you doing the live HIIT class tomorrow?' });
  add(fiona.chId, 101, 45, { msg: 'Yes! 7am, see you there 💪' });
  add(fiona.chId, 101, 44, { msg: 'Bring water, it is a tough one' });

  const hannah = direct(102, 301, { unread: { '102': 1 } });
  add(hannah.chId, 301, 300, { msg: 'Loved your progress photo in the community!' });
  add(hannah.chId, 102, 290, { msg: 'Thank you! It took 12 weeks of New Beginnings.' });
  add(hannah.chId, 301, 90, { msg: 'Which recipe do you like most for lunch?' });

  // Staff with Priya (102): every message type of spec 3 §3.
  const priya = direct(102, 110);
  add(priya.chId, 102, 2900, { msg: 'Hi Rachel, I have just joined. Where do I start?' });
  add(priya.chId, 110, 2880, {
    msg: 'Welcome Priya! Start with New Beginnings: https://rwl.app/home/folder/1059 has the plan.',
  });
  add(priya.chId, 110, 2879, { mTy: 2, media: '/images/workout-hiit.svg', msg: '' });
  add(priya.chId, 110, 2878, {
    mTy: 2,
    video: 1,
    media: '/media/welcome.mp4',
    thumbnail_image: '/images/programme-new-beginnings.svg',
    msg: 'A short welcome video',
  });
  add(priya.chId, 102, 2000, { mTy: 2, video: 2, media: '/media/voice-note.m4a', msg: '' });
  add(priya.chId, 110, 1990, {
    mTy: 3,
    msg: 'https://rwl.app/blog/how-to-start',
    headerText: 'How to start your first week',
  });
  add(priya.chId, 110, 1500, {
    mTy: 7,
    headerText: 'Recipe of the week',
    msg: 'Try the chicken and chickpea traybake: 480 kcal and ready in 35 minutes.',
    thumbnail_image: '/images/recipe-traybake.svg',
    is_ctabtn: 1,
    buttonType: 3,
    buttonText: 'Open recipe',
    buttonId: '2002',
  });
  add(priya.chId, 110, 1400, {
    mTy: 7,
    headerText: 'Your programme',
    msg: 'Your next programme is ready for you.',
    is_ctabtn: 1,
    buttonType: 4,
    buttonText: 'Open folder',
    buttonId: '1060',
  });
  add(priya.chId, 110, 1300, {
    mTy: 7,
    headerText: 'Quick check-in',
    msg: 'How is your first week going?',
    is_ctabtn: 1,
    buttonType: 0,
    buttonText: '',
  });
  add(priya.chId, 110, 1200, {
    mTy: 7,
    headerText: 'Motivation quiz',
    msg: 'Take the two-minute quiz.',
    is_ctabtn: 1,
    buttonType: 5,
    buttonText: 'Start quiz',
    buttonId: '1',
  });
  add(priya.chId, 110, 1100, {
    mTy: 7,
    headerText: 'VIP masterclass',
    msg: 'Watch the Ambassador masterclass.',
    thumbnail_image: '/images/workout-toning.svg',
    is_ctabtn: 1,
    buttonType: 2,
    buttonText: 'Play video',
    media: '/media/masterclass.mp4',
    access: 0,
  });
  add(priya.chId, 110, 1000, {
    mTy: 7,
    headerText: 'Live chat support',
    msg: 'Our team is here 7 days a week.',
    is_ctabtn: 1,
    buttonType: 1,
    buttonText: 'Visit help centre',
    buttonId: 'https://rwl.app/faq',
  });
  add(priya.chId, 102, 240, { msg: 'Thank you, the first week went really well!' });
  add(priya.chId, 110, 200, { mTy: 6, msg: 'So glad to hear it. Keep going! <b>not bold</b>' });

  // Fiona Free (101) with Rachel Coach.
  const fionaStaff = direct(101, 110);
  add(fionaStaff.chId, 101, 5000, { msg: 'Can free members join the live classes?' });
  add(fionaStaff.chId, 110, 4990, {
    msg: 'Live classes are part of Premium. You can upgrade any time.',
  });

  // Staff colleagues (RWL Team tab of the staff account).
  for (let index = 0; index < 6; index += 1) {
    const colleague = 401 + index;
    const chat = direct(110, colleague);
    const thread = TEAM_THREADS[index % TEAM_THREADS.length];
    if (!thread) continue;
    add(chat.chId, 110, 1000 + index * 300, { msg: thread.ask });
    add(chat.chId, colleague, 70 + index * 300, { msg: thread.reply });
    if (index === 0 || index === 3) {
      add(chat.chId, colleague, 60 + index * 300, { msg: thread.more });
      chat.unread['110'] = index === 0 ? 2 : 1;
    }
  }

  // Group chats.
  const groups = [
    group('g101', 'Summer Shred Squad', [110, 102, 101, ...range(301, 320)]),
    group('g102', 'New Mums Club', [110, 102, ...range(321, 330)]),
    group('g103', 'Menopause Support', [110, ...range(331, 336)]),
    group('g104', 'Lift Like a Pro', [110, ...range(301, 310)]),
    group('g105', 'Sweat & Shred', [110, ...range(311, 320)]),
    group('g106', 'Results with Frankie', [110, ...range(321, 336)]),
    group('g107', 'Beginners Corner', [110, ...range(301, 336)]),
    group('g108', 'RWL Coaches', [110, ...range(401, 406)]),
    group('g201', 'Summer Shred Community', [110, 302, 304], {
      isCommunity: 1,
      inviteCode: 'SumShr01R8j',
      accessTypes: [2, 3, 4],
    }),
    group('g202', 'VIP Retreat Group', [110, 401], {
      isCommunity: 1,
      inviteCode: 'VipRet01R8j',
      accessTypes: [4],
    }),
  ];
  groups.forEach(({ group: info, members }, index) => {
    const chat: MockChat = {
      chId: groupChatId(info._id),
      kind: 'group',
      members,
      groupId: info._id,
      unread: {},
      flags: {},
      blockedBy: 0,
      lastAt: '',
    };
    chats.push(chat);
    const base = 30 + index * 400;
    add(chat.chId, 110, base + 300, { msg: `Welcome to ${info.name}! Introduce yourselves 👋` });
    add(chat.chId, members[2] ?? members[1] ?? 0, base + 200, { mTy: 4, msg: '' });
    add(chat.chId, members[1] ?? 0, base + 100, { msg: 'Hi everyone, excited to start!' });
    if (index === 0) {
      add(chat.chId, 305, base + 90, { mTy: 5, msg: '' });
      add(chat.chId, 301, base + 50, {
        mTy: 2,
        media: '/images/programme-summer-shred.svg',
        msg: 'Day 1 done!',
      });
      for (let n = 0; n < 4; n += 1)
        add(chat.chId, 302 + n, base - n, { msg: GROUP_CHECK_INS[n] ?? 'Done ✅' });
      chat.unread['110'] = 4;
    }
    if (index === 2) {
      add(chat.chId, 332, base, { msg: 'Does anyone have tips for sleeping better?' });
      chat.unread['110'] = 1;
    }
  });

  // lastAt of every chat = its newest message.
  for (const chat of chats) {
    const last = messages
      .filter((item) => item.chId === chat.chId)
      .reduce((max, item) => (item.createdAt > max ? item.createdAt : max), '');
    chat.lastAt = last;
  }

  return {
    chatGroups: groups.map(({ group: info }) => info),
    chats,
    chatMessages: messages,
    chatBench: { chats: {}, messages: {}, overrides: {} },
    nextChatMessageId: nextId,
  };
}
