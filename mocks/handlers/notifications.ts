/** Mock REST handlers of the notifications area (issue 5): notifications, quiz, live sessions,
 * folders and magazines look-ups, shopping lists, filters, explore search, registration tips,
 * click analytics and calorie data upload. */
import { db } from '../db/store';
import type {
  MockExploreItem,
  MockNotification,
  MockQuiz,
  MockQuizQuestion,
} from '../db/notificationTables';
import { fail, memberRoute, ok, publicRoute, str } from './respond';
import { MAX_CALORIE_TARGET, MIN_CALORIE_TARGET } from './planner';

/**
 * What explore searches: the indexed workouts under their videos' own titles, the seeded recipes,
 * and the programmes as resources, so a result always opens the screen it names.
 */
function exploreCatalogue(): MockExploreItem[] {
  const data = db.get();
  const seeded = data.exploreItems.filter((item) => item.kind !== 'resource');
  const named = seeded.map((item) => {
    const video = item.kind === 'workout' ? data.videos.find((v) => v.video_id === item.id) : null;
    return video ? { ...item, title: video.title } : item;
  });
  const resources = data.programmes.map((programme): MockExploreItem => ({
    id: programme.id,
    kind: 'resource',
    title: programme.title,
    description: `${programme.weeks}-week programme`,
    image: programme.image,
    tags: [],
  }));
  return [...named, ...resources];
}

export const NOTIFICATION_PAGE_SIZE = 30;

function byNewest(a: MockNotification, b: MockNotification): number {
  return b.updated_date.localeCompare(a.updated_date) || b.notification_id - a.notification_id;
}

function publicNotification(item: MockNotification) {
  const {
    user_id: _user,
    is_read: _read,
    community_id: _community,
    post_id: _post,
    ...rest
  } = item;
  return rest;
}

function record(name: string, data: unknown) {
  db.update((state) => {
    state.events.push({ name, data, at: new Date().toISOString() });
    if (state.events.length > 500) state.events.splice(0, state.events.length - 500);
  });
}

function questionReply(quiz: MockQuiz, question: MockQuizQuestion) {
  return {
    question_id: question.question_id,
    quiz_id: quiz.quiz_id,
    question: question.question,
    question_desc: question.question_desc,
    type: question.type,
    options: question.options.map((option) => ({ ...option })),
    quiz_bulk_id: quiz.quiz_bulk_id,
    quiz_template_id: quiz.quiz_template_id,
    objectId: quiz.objectId,
  };
}

function listsOf(userId: number) {
  return db
    .get()
    .shoppingLists.filter((list) => list.user_id === userId)
    .map((list) => ({ list_id: list.list_id, title: list.title }));
}

export const notificationsHandlers = [
  memberRoute('post', 'notification/list', ({ user, body }) => {
    const start = Math.max(0, Number(body.start ?? 0) || 0);
    const mine = db.get().notifications.filter((item) => item.user_id === user.user_id);
    const unread = mine.filter((item) => item.is_read === 0).sort(byNewest);
    const read = mine.filter((item) => item.is_read === 1).sort(byNewest);
    const page = [...unread, ...read].slice(start, start + NOTIFICATION_PAGE_SIZE);
    return ok([
      {
        records: {
          new: page.filter((item) => item.is_read === 0).map(publicNotification),
          old: page.filter((item) => item.is_read === 1).map(publicNotification),
        },
        count: { new_count: unread.length, old_count: read.length },
      },
    ]);
  }),
  memberRoute('post', 'notification/close', ({ user }) => {
    db.update((state) => {
      for (const item of state.notifications) if (item.user_id === user.user_id) item.is_read = 1;
      state.notificationCloses[String(user.user_id)] =
        (state.notificationCloses[String(user.user_id)] ?? 0) + 1;
    });
    return ok([], 'Notifications closed');
  }),
  memberRoute('post', 'notification/clear', ({ user }) => {
    db.update((state) => {
      state.notifications = state.notifications.filter((item) => item.user_id !== user.user_id);
    });
    return ok([], 'Notifications cleared');
  }),
  memberRoute('post', 'notification/data', ({ user, body }) => {
    const item = db
      .get()
      .notifications.find(
        (entry) =>
          entry.notification_id === Number(body.notification_id) && entry.user_id === user.user_id,
      );
    if (!item) return fail('Notification not found.');
    return ok([
      { screen_data: [{ community_id: item.community_id ?? '', post_id: item.post_id ?? '' }] },
    ]);
  }),
  memberRoute('post', 'sessions/get_session_status', ({ body }) => {
    const status = db
      .get()
      .sessionStatuses.find((entry) => entry.session_id === Number(body.session_id));
    if (!status) return fail('This session could not be found.');
    return ok([{ ...status, session_id: String(status.session_id) }]);
  }),
  memberRoute('post', 'sessions/user_join_live_session', ({ user, body }) => {
    db.update((state) => {
      state.liveJoins.push({
        user_id: user.user_id,
        session_id: str(body.session_id),
        status: Number(body.status),
        at: new Date().toISOString(),
      });
    });
    return ok([], 'Joined');
  }),
  // folders/details is answered by the programmes handlers (mocks/handlers/programmes.ts).
  memberRoute('post', 'magazine/lookup', ({ body }) => {
    const magazine = db
      .get()
      .magazines.find((entry) => entry.magazine_id === Number(body.magazine_id));
    if (!magazine) return fail('Magazine not found.');
    return ok([
      {
        category_slug: magazine.category_slug,
        subcategory_slug: magazine.subcategory_slug,
        slug: magazine.slug,
      },
    ]);
  }),
  memberRoute('post', 'community/group_chat_access', ({ user, body }) => {
    const members = db.get().groupChatAccess[str(body.community_id)] ?? [];
    return ok([{ access: members.includes(user.user_id) ? 1 : 0 }]);
  }),
  memberRoute('post', 'quiz/get_quiz', ({ body }) => {
    const quiz = db.get().quizzes.find((entry) => entry.quiz_id === Number(body.quiz_id));
    if (!quiz || !quiz.questions[0]) return fail('This quiz is no longer available.');
    return ok([questionReply(quiz, quiz.questions[0])]);
  }),
  memberRoute('post', 'quiz/get_next_question', ({ body }) => {
    const quiz = db.get().quizzes.find((entry) => entry.quiz_id === Number(body.quiz_id));
    const question = quiz?.questions.find(
      (entry) => entry.question_set === Number(body.question_set),
    );
    if (!quiz || !question) return fail('Failed to get next question');
    return ok([questionReply(quiz, question)]);
  }),
  memberRoute('post', 'quiz/snippet', ({ body }) => {
    const quiz = db.get().quizzes.find((entry) => entry.quiz_id === Number(body.quiz_id));
    if (!quiz) return fail('Error submitting quiz');
    record('quiz_answer', body);
    return ok([quiz.snippet]);
  }),
  memberRoute('get', 'shopping_list/list', ({ user }) => ok(listsOf(user.user_id))),
  memberRoute('post', 'shopping_list/add', ({ user, body }) => {
    const title = str(body.title).trim();
    if (!title) return fail('Please enter a name for your shopping list.');
    const exists = db
      .get()
      .shoppingLists.some(
        (list) => list.user_id === user.user_id && list.title.toLowerCase() === title.toLowerCase(),
      );
    if (exists) return fail('You already have a shopping list with this name.');
    db.update((state) => {
      state.shoppingLists.push({
        list_id: state.nextShoppingListId,
        user_id: user.user_id,
        title,
        items: [],
      });
      state.nextShoppingListId += 1;
    });
    return ok(listsOf(user.user_id), 'Shopping list added');
  }),
  memberRoute('post', 'shopping_list/delete', ({ user, body }) => {
    db.update((state) => {
      state.shoppingLists = state.shoppingLists.filter(
        (list) => !(list.user_id === user.user_id && list.list_id === Number(body.list_id)),
      );
    });
    return ok([], 'Shopping list deleted');
  }),
  memberRoute('post', 'shopping_list/details', ({ user, body }) => {
    const list = db
      .get()
      .shoppingLists.find(
        (entry) => entry.user_id === user.user_id && entry.list_id === Number(body.list_id),
      );
    if (!list) return fail('This shopping list could not be found.');
    return ok([{ list_id: list.list_id, title: list.title, items: list.items }]);
  }),
  memberRoute('get', 'filters/tags', ({ request }) =>
    ok(
      new URL(request.url).searchParams.get('type') === 'recipes'
        ? db.get().recipeTagGroups
        : db.get().filterGroups,
    ),
  ),
  memberRoute('post', 'explore/search', ({ body }) => {
    const keyword = str(body.keyword).trim().toLowerCase();
    const kind = str(body.type);
    const tags = Array.isArray(body.tags) ? body.tags.map(Number) : [];
    const items = exploreCatalogue()
      .filter((item) => !kind || item.kind === kind)
      .filter(
        (item) =>
          !keyword ||
          item.title.toLowerCase().includes(keyword) ||
          item.description.toLowerCase().includes(keyword),
      )
      .filter((item) => tags.length === 0 || tags.some((tag) => item.tags.includes(tag)));
    return ok(items);
  }),
  publicRoute('post', 'analytics/click', ({ body }) => {
    record('click', body);
    return ok();
  }),
  memberRoute('post', 'calories/save_calculator_data', ({ user, body }) => {
    // The calculator's result becomes the planner's daily target, as the calculator promises.
    const target = Number(body.target);
    const usable =
      Number.isInteger(target) && target >= MIN_CALORIE_TARGET && target <= MAX_CALORIE_TARGET;
    db.update((state) => {
      state.calorieUploads.push({
        user_id: user.user_id,
        data: body,
        at: new Date().toISOString(),
      });
      if (usable) state.calorieTarget[String(user.user_id)] = target;
    });
    return ok([], 'Saved');
  }),
];
