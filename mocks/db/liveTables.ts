/**
 * Live classes and events (issue 16): sessions 77 to 79 and event 801 of the contract, dated
 * relative to today when the seed is made, so the calendar shows them. Meeting details of the
 * sessions are read from `sessionStatuses` (notificationTables.ts), the one record the session
 * status call also answers from.
 */
export interface MockLiveSession {
  session_id: number;
  title: string;
  coach: string;
  coach_image: string;
  description: string;
  /** UTC ISO times. */
  start_at: string;
  end_at: string;
  /** Members who booked it. */
  booked_user_ids: number[];
  /** Meeting details of a session that has no `sessionStatuses` row. */
  meeting?: { zoom_id: string; zoom_pass: string; join_url: string; join_with_platform: string };
}

export interface MockEventComment {
  comment_id: number;
  user_id: number;
  user_name: string;
  comment: string;
  created_at: string;
}

export interface MockLiveEvent {
  event_id: number;
  title: string;
  /** Server HTML: the app cleans it before showing it. */
  description: string;
  place: string;
  image: string;
  start_at: string;
  end_at: string;
  join_url: string;
  comments: MockEventComment[];
}

export interface LiveTables {
  liveSessions: MockLiveSession[];
  liveEvents: MockLiveEvent[];
  /** Reminders the members asked for (sessions/user_notification): `${user_id}:${session_id}`. */
  liveReminders: string[];
  /** Every reminder change the server received, newest last, for tests to check. */
  liveReminderCalls: { user_id: number; session_id: string; status: number; at: string }[];
  /** "I attended" (events/event_attended). */
  eventAttendances: { user_id: number; event_id: number; at: string }[];
  nextEventCommentId: number;
}

/** The demo members (contract: ids 101 to 199) have booked the classes they can join. */
const DEMO_MEMBERS = Array.from({ length: 99 }, (_, index) => 101 + index);

/** Today at `hour`:`minute` local time, `days` from now, as a UTC ISO time. */
function at(days: number, hour: number, minute = 0, now = new Date()): string {
  const date = new Date(now);
  date.setDate(date.getDate() + days);
  date.setHours(hour, minute, 0, 0);
  return date.toISOString();
}

function minutesFrom(iso: string, minutes: number): string {
  return new Date(Date.parse(iso) + minutes * 60_000).toISOString();
}

function minutesAgo(minutes: number, now = new Date()): string {
  return new Date(now.getTime() - minutes * 60_000).toISOString();
}

export function seedLiveTables(now = new Date()): LiveTables {
  const hiit = at(1, 7, 0, now);
  const yoga = at(2, 19, 0, now);
  const qa = at(3, 12, 0, now);
  const studio = minutesAgo(15, now);
  const kickoff = at(4, 18, 30, now);
  const liveQa = minutesAgo(10, now);
  return {
    liveSessions: [
      {
        session_id: 77,
        title: 'Morning HIIT',
        coach: 'Rachel Adams',
        coach_image: '/images/workout-hiit.svg',
        description: 'Thirty minutes of intervals to wake you up: bring water and a mat.',
        start_at: hiit,
        end_at: minutesFrom(hiit, 45),
        booked_user_ids: DEMO_MEMBERS,
      },
      {
        session_id: 78,
        title: 'Evening yoga flow',
        coach: 'Leah Wood',
        coach_image: '',
        description: 'A slow flow to stretch out the day and sleep well.',
        start_at: yoga,
        end_at: minutesFrom(yoga, 60),
        booked_user_ids: DEMO_MEMBERS,
      },
      {
        session_id: 79,
        title: 'Nutrition Q&A',
        coach: 'Tom Reed',
        coach_image: '',
        description: 'Bring your questions on protein, portions and eating out.',
        start_at: qa,
        end_at: minutesFrom(qa, 45),
        booked_user_ids: [],
      },
      {
        session_id: 80,
        title: 'Lunchtime mobility',
        coach: 'Rachel Adams',
        coach_image: '',
        description: 'Twenty minutes of mobility you can do at your desk.',
        start_at: studio,
        end_at: minutesFrom(studio, 60),
        booked_user_ids: DEMO_MEMBERS,
        meeting: {
          zoom_id: '8000000080',
          zoom_pass: '',
          join_url: 'https://zoom.us/j/8000000080',
          join_with_platform: '',
        },
      },
    ],
    liveEvents: [
      {
        event_id: 801,
        title: 'Summer Shred kick-off',
        description:
          '<p>Meet the coaches, get your four-week plan and ask anything before the first workout.</p><ul><li>Plan walk-through</li><li>Live warm-up</li><li>Questions and answers</li></ul>',
        place: 'Online',
        image: '/images/programme-summer-shred.svg',
        start_at: kickoff,
        end_at: minutesFrom(kickoff, 90),
        join_url: 'https://zoom.us/j/8010000801',
        comments: [
          {
            comment_id: 1,
            user_id: 201,
            user_name: 'Sam Green',
            comment: 'Can’t wait, I have my dumbbells ready!',
            created_at: minutesAgo(180, now),
          },
          {
            comment_id: 2,
            user_id: 202,
            user_name: 'Aisha Khan',
            comment: 'Will the warm-up be recorded?',
            created_at: minutesAgo(60, now),
          },
        ],
      },
      {
        event_id: 802,
        title: 'Members’ live Q&A',
        description: '<p>The RWL team answers your questions live.</p>',
        place: 'Online',
        image: '',
        start_at: liveQa,
        end_at: minutesFrom(liveQa, 60),
        join_url: 'https://zoom.us/j/8020000802',
        comments: [],
      },
    ],
    liveReminders: [],
    liveReminderCalls: [],
    eventAttendances: [],
    nextEventCommentId: 3,
  };
}
