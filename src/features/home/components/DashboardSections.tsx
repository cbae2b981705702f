import { Link } from 'react-router-dom';
import { EmptyState } from '@/ui/EmptyState';
import { ScrollRow } from '@/ui/ScrollRow';
import { findRoute } from '@/app/routing/routeTable';
import { minutesLength } from '@/lib/format';
import type { UserProfile } from '@/features/user';
import {
  HOME_SECTIONS,
  type Dashboard,
  type DashboardVisibility,
  type HomeSectionKey,
} from '../model';
import { ContentCard } from './ContentCard';
import { DashboardSection } from './DashboardSection';
import { RemoteSection } from './RemoteSection';
import { HomeChart } from './HomeChart';

const SECTION_BY_KEY = new Map(HOME_SECTIONS.map((section) => [section.key, section]));

/** A workout opens its video screen once that screen exists. */
function workoutLink(id: number): string | undefined {
  const path = `/home/programvideos/${id}`;
  return findRoute(path) ? path : undefined;
}

/** A member with no workout done starts with the recommended one, or picks one in Explore. */
function firstWorkoutLink(recommended: { id: number } | null): string {
  return (recommended && workoutLink(recommended.id)) || '/home/explore';
}

interface DashboardSectionsProps {
  data: Dashboard;
  profile: UserProfile;
  show: DashboardVisibility;
  shown: Record<HomeSectionKey | 'chart', boolean>;
}

/**
 * The dashboard sections below Today (spec 3 §3 and §7), each shown or hidden by its display
 * toggle: recommended workout, activity, programmes and recipes come with dashboard_new; the
 * others each read their own dashboard_new/{section} call. Loaded beside the page's data, not
 * with the page's first render (MemberHomePage).
 */
export default function DashboardSections({ data, profile, show, shown }: DashboardSectionsProps) {
  const remote = (key: HomeSectionKey, eager = false) => {
    const section = SECTION_BY_KEY.get(key);
    return section && shown[key] ? (
      <RemoteSection key={key} path={section.path} title={section.title} eager={eager} />
    ) : null;
  };

  return (
    <>
      {remote('banner', true)}
      {remote('getStarted')}
      {remote('whatsToday')}

      {show.recommended ? (
        <DashboardSection id="recommended-title" title="Recommended workout">
          {data.recommended_workout ? (
            <ScrollRow className="card-grid" label="Recommended workout">
              <ContentCard
                title={data.recommended_workout.title}
                meta={`${minutesLength(data.recommended_workout.minutes)} · ${data.recommended_workout.level}`}
                image={data.recommended_workout.image}
                picture="workout"
                to={workoutLink(data.recommended_workout.id)}
              />
            </ScrollRow>
          ) : (
            <EmptyState title="No recommendation yet: finish a workout and we will suggest the next one.">
              <Link className="button button--secondary" to="/home/explore">
                Find a workout
              </Link>
            </EmptyState>
          )}
        </DashboardSection>
      ) : null}

      {remote('nextVideo')}
      {remote('extras')}
      {remote('vip')}

      {show.achievements ? (
        <DashboardSection id="achievements-title" title="Activity">
          <dl className="stats">
            <div>
              <dt>Workouts done</dt>
              <dd>{data.achievements.workouts_done}</dd>
            </div>
            <div>
              <dt>Day streak</dt>
              <dd>{data.achievements.streak_days}</dd>
            </div>
            <div>
              <dt>Badges</dt>
              <dd>{data.achievements.badges}</dd>
            </div>
          </dl>
          {data.achievements.workouts_done === 0 ? (
            <EmptyState title="No workouts done yet.">
              <p>
                <Link to={firstWorkoutLink(data.recommended_workout)}>
                  Start your first workout
                </Link>
              </p>
            </EmptyState>
          ) : null}
        </DashboardSection>
      ) : null}

      {shown.chart ? (
        <HomeChart weight={profile.show_weight === 1} calories={profile.show_calories === 1} />
      ) : null}

      {show.programmes ? (
        <DashboardSection id="programmes-title" title="Programmes">
          {data.programmes.length ? (
            <ScrollRow className="card-grid" label="Programmes">
              {data.programmes.map((programme) => (
                <ContentCard
                  key={programme.id}
                  title={programme.title}
                  meta={`${programme.weeks} weeks`}
                  image={programme.image}
                  picture="programme"
                  to={`/home/folder/${programme.id}`}
                />
              ))}
            </ScrollRow>
          ) : (
            <EmptyState title="No programmes to show.">
              <Link className="button button--secondary" to="/home/explore">
                Explore workouts
              </Link>
            </EmptyState>
          )}
        </DashboardSection>
      ) : null}

      {remote('videos')}

      {show.recipes ? (
        <DashboardSection id="recipes-title" title="Recipes">
          {data.recipes.length ? (
            <ScrollRow className="card-grid" label="Recipes">
              {data.recipes.map((recipe) => (
                <ContentCard
                  key={recipe.id}
                  title={recipe.title}
                  meta={`${recipe.calories} kcal · ${minutesLength(recipe.minutes)}`}
                  image={recipe.image}
                  picture="meals"
                  to={`/home/recipes/${recipe.id}`}
                />
              ))}
            </ScrollRow>
          ) : (
            <EmptyState title="No recipes to show.">
              <Link className="button button--secondary" to="/home/recipes">
                Browse recipes
              </Link>
            </EmptyState>
          )}
          <p>
            <Link to="/home/recipes">All recipes</Link>
          </p>
        </DashboardSection>
      ) : null}

      {remote('community')}
      {remote('wellbeing')}
      {remote('trainers')}
      {remote('pregnancy')}
      {remote('magazine')}
      {remote('support')}
      {remote('advertising')}
    </>
  );
}
