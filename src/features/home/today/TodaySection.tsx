import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useChatUnreadTotal } from '@/features/chat';
import { useUnreadNotificationCount } from '@/features/notifications';
import {
  dayTotals,
  isoDay,
  plannerPath,
  targetSummary,
  usePlannerDayQuery,
  type PlannerDay,
  type PlannerEntry,
} from '@/features/planner';
import { clock, positions } from '@/features/media';
import { findRoute } from '@/app/routing/routeTable';
import { dateAndTime, minutesLength } from '@/lib/format';
import { useHomeSectionQuery } from '../api';
import type { Dashboard, DashboardVisibility } from '../model';
import type { TodayPicture } from '../components/illustrations';
import { CardPicture } from '../components/CardPicture';

function videoLink(id: number): string {
  const path = `/home/programvideos/${id}`;
  return findRoute(path) ? path : '/home/explore';
}

interface TodayCardProps {
  title: string;
  picture: TodayPicture;
  image?: string;
  children: ReactNode;
  action: { label: string; to: string };
}

/** One card of Today: its picture, what it says, and the link where the member acts. */
function TodayCard({ title, picture, image, children, action }: TodayCardProps) {
  return (
    <article className="today-card" aria-label={title}>
      <CardPicture
        className="today-card__image"
        image={image ?? ''}
        picture={picture}
        width={160}
        height={110}
        eager
      />
      <div className="today-card__body">
        <h3 className="today-card__title">{title}</h3>
        <div className="today-card__text">{children}</div>
        <Link className="today-card__action" to={action.to}>
          {action.label}
        </Link>
      </div>
    </article>
  );
}

type Workout = NonNullable<Dashboard['today']['workout']>;

/** The picture the dashboard carries for a workout or recipe, by its id. */
function imageOf(items: readonly ({ id: number; image: string } | null)[], id: number): string {
  return items.find((item) => item?.id === id)?.image ?? '';
}

/**
 * Today's workout: the planner's video for today not yet done, else the programme's next day;
 * Resume (with where) when the member left that video part-way.
 */
function WorkoutCard({ day, known }: { day: PlannerDay | undefined; known: (Workout | null)[] }) {
  const planned = day?.workouts.find((entry) => entry.video_id > 0 && !entry.done);
  const next = useHomeSectionQuery('next_video', { skip: !day || Boolean(planned) }).data?.[0];
  const id = planned ? planned.video_id : Number(next?.screen_id) || 0;
  const left = id ? positions.get(`video:${id}`) : 0;
  if (!planned && !next) {
    return (
      <TodayCard
        title="Today's workout"
        picture="workout"
        action={{ label: 'Find a workout', to: '/home/explore' }}
      >
        <p>{day ? 'Nothing planned yet.' : 'Loading…'}</p>
      </TodayCard>
    );
  }
  const title = planned ? planned.title : (next?.title ?? '');
  const meta = planned ? `${minutesLength(planned.minutes)} workout` : (next?.subtitle ?? '');
  return (
    <TodayCard
      title="Today's workout"
      picture="workout"
      image={planned ? imageOf(known, id) : next?.image}
      action={{
        label: left > 0 ? `Resume ${title} at ${clock(left)}` : `Start ${title}`,
        to: videoLink(id),
      }}
    >
      <p>
        <strong>{title}</strong>
      </p>
      <p>{meta}</p>
    </TodayCard>
  );
}

const MEAL_NAMES: Record<PlannerEntry['meal_type'], string> = {
  breakfast: 'Breakfast',
  lunch: 'Lunch',
  dinner: 'Dinner',
  snack: 'Snack',
};

/** Today's meals from the planner, with the day's kcal against its target. */
function MealsCard({
  day,
  today,
  recipes,
}: {
  day: PlannerDay | undefined;
  today: string;
  recipes: Dashboard['recipes'];
}) {
  const entries = day?.entries ?? [];
  const firstRecipe = entries.find((entry) => entry.kind === 'recipe');
  return (
    <TodayCard
      title="Today's meals"
      picture="meals"
      image={firstRecipe ? imageOf(recipes, firstRecipe.item_id) : undefined}
      action={{
        label: entries.length ? 'Open today’s planner' : 'Plan today’s meals',
        to: plannerPath(today),
      }}
    >
      {entries.length ? (
        <ul className="today-card__list">
          {entries.map((entry) => (
            <li key={entry.entry_id}>
              {MEAL_NAMES[entry.meal_type]}: {entry.title}
            </li>
          ))}
        </ul>
      ) : (
        <p>{day ? 'No meals planned yet.' : 'Loading…'}</p>
      )}
      {day && day.calorie_target > 0 ? (
        <p>{targetSummary(Math.round(dayTotals(entries).kcal), day.calorie_target)}</p>
      ) : null}
    </TodayCard>
  );
}

/**
 * Today at the top of the home: what to do today (workout, meals, the next live class), what is
 * waiting (messages, community replies) and how the week is going; each card links to where the
 * member acts, and says a first step when there is nothing yet. The meals and the live class
 * follow their display toggles (show_today_mealplan, is_next_live_class).
 */
export function TodaySection({
  data,
  show,
}: {
  data: Dashboard;
  show: Pick<DashboardVisibility, 'today' | 'nextLiveClass'>;
}) {
  const messages = useChatUnreadTotal();
  const notifications = useUnreadNotificationCount();
  const [today] = useState(() => isoDay(new Date()));
  const { data: day } = usePlannerDayQuery(today);
  const live = data.next_live_class;
  const { streak_days: streak, workouts_done: done } = data.achievements;
  return (
    <section className="dashboard-section today" aria-labelledby="today-home-title">
      <h2 id="today-home-title" className="dashboard-section__title">
        Today
      </h2>
      <div className="today-grid">
        <WorkoutCard day={day} known={[data.today.workout, data.recommended_workout]} />
        {show.today ? (
          <MealsCard day={day} today={today} recipes={[...data.today.meals, ...data.recipes]} />
        ) : null}
        {show.nextLiveClass ? (
          <TodayCard
            title="Next live class"
            picture="live"
            action={
              live
                ? { label: `See ${live.title}`, to: `/home/rwlpros/event-info/${live.session_id}` }
                : { label: 'Open the live calendar', to: '/home/livecalendar' }
            }
          >
            {live ? (
              <p>
                <strong>{live.title}</strong>
                {live.coach ? ` with ${live.coach}` : ''},{' '}
                <time dateTime={live.starts_at}>{dateAndTime(live.starts_at)}</time>
              </p>
            ) : (
              <p>No live class booked yet.</p>
            )}
          </TodayCard>
        ) : null}
        <TodayCard
          title="Messages and replies"
          picture="messages"
          action={
            messages > 0
              ? { label: 'Read your messages', to: '/home/chatlist' }
              : notifications > 0
                ? { label: 'See the community', to: '/home/community' }
                : { label: 'Say hello in the community', to: '/home/community' }
          }
        >
          <p>
            {messages} unread {messages === 1 ? 'message' : 'messages'}
          </p>
          <p>
            {notifications} unread {notifications === 1 ? 'notification' : 'notifications'}
          </p>
        </TodayCard>
        <TodayCard
          title="Your streak"
          picture="streak"
          action={
            done > 0
              ? { label: 'See your progress', to: '/home/graph' }
              : { label: 'Do your first workout', to: '/home/explore' }
          }
        >
          <p>
            {streak} {streak === 1 ? 'day' : 'days'} in a row
          </p>
          <p>
            {done} {done === 1 ? 'workout' : 'workouts'} done
          </p>
        </TodayCard>
      </div>
    </section>
  );
}
