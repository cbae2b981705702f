import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import type { ReactNode } from 'react';
import { createAppStore } from '../store';
import { MemberHeader } from '../layouts/MemberHeader';
import { PublicHeader } from '../layouts/PublicHeader';
import { SiteFooter } from '../layouts/SiteFooter';
import { LandingFooter } from '@/features/landing/components/LandingFooter';
import { LandingHeader } from '@/features/landing/components/LandingHeader';
import { notificationSchema } from '@/features/notifications/model';
import {
  SCREEN_ROUTE_MAP,
  communityPostRoute,
  magazineRoute,
  notificationAction,
  screenRoute,
  upgradeRoute,
  type RoutingContext,
} from '@/features/notifications/routing';
import { messageCta } from '@/features/chat/model';
import { EXPLORE_TABS, exploreItemRoute, exploreSearchUrl } from '@/features/explore/model';
import { liveToastAction, sessionStatusAction } from '@/features/live';
import { itemPath } from '@/features/live/model';
import { profilePath } from '@/features/community/model';
import { hasScreen } from './routeTable';

/**
 * Every internal link target the app can produce resolves to a screen of the route table: never
 * to nothing, which the guard would turn into a silent bounce to /home. Rendered navigation
 * (headers, footers) links only to screens.
 */
function renderedLinks(element: ReactNode): string[] {
  const store = createAppStore();
  const { container, unmount } = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/home']}>{element}</MemoryRouter>
    </Provider>,
  );
  const hrefs = [...container.querySelectorAll('a[href]')].map(
    (anchor) => anchor.getAttribute('href') ?? '',
  );
  unmount();
  return hrefs.filter((href) => href.startsWith('/'));
}

function unresolved(targets: string[]): string[] {
  return targets.filter((target) => !hasScreen(target));
}

const context: RoutingContext = {
  recommendedProgrammeId: '1062',
  recommendedProgrammeScreenName: 'folder',
  unauthorized: [],
  origin: 'https://app.example.com',
};

function navigateTarget(action: { kind: string; to?: string }): string[] {
  return action.kind === 'navigate' && action.to ? [action.to] : [];
}

describe('internal link targets', () => {
  it('headers and footers link only to screens that exist', () => {
    const links = [
      ...renderedLinks(<MemberHeader />),
      ...renderedLinks(<PublicHeader pathname="/login" />),
      ...renderedLinks(<SiteFooter />),
      ...renderedLinks(<LandingFooter />),
      ...renderedLinks(<LandingHeader trialUrl="/reg1" />),
    ];
    expect(links.length).toBeGreaterThan(10);
    expect(links.filter((href) => !hasScreen(href))).toEqual([]);
  });

  it('dashboard cards, the upgrade check and explore open screens', () => {
    const targets = [upgradeRoute('/home'), '/home/folder/1060', exploreSearchUrl()];
    expect(targets.filter((target) => !hasScreen(target))).toEqual([]);
    const results = EXPLORE_TABS.map((tab) =>
      exploreItemRoute({ id: 7, kind: tab.kind, title: 't', description: '', image: '' }),
    );
    expect(unresolved(results)).toEqual([]);
  });

  it('every notification screen name and type resolves', () => {
    const screens = [...Object.keys(SCREEN_ROUTE_MAP), 'fitpro121'].flatMap((name) => [
      screenRoute(name, '12'),
      screenRoute(name),
    ]);
    const types = [
      'message',
      'friend_request',
      'Messaging Personal',
      'Messaging Group',
      'Messaging Chat List',
      'Community Single Post',
      'profile',
      'inviteyourfriends',
      'recommendedprogramme',
      'upgradeplanpopup',
    ].flatMap((type) =>
      navigateTarget(
        notificationAction(
          notificationSchema.parse({
            type,
            type_id: '5',
            post_community_id: '3',
            screen: type,
            screen_id: '9',
          }),
          context,
        ),
      ),
    );
    const others = [
      magazineRoute(null),
      magazineRoute({ category_slug: 'food', subcategory_slug: 'summer', slug: 'recipes' }),
      communityPostRoute(undefined),
      communityPostRoute({ community_id: '5', post_id: '3' }),
    ];
    expect(screens.length).toBeGreaterThan(20);
    expect(unresolved([...screens, ...types, ...others])).toEqual([]);
  });

  it('a mention in a post or comment opens the member’s profile', () => {
    expect(hasScreen(profilePath(201))).toBe(true);
  });

  it('chat calls to action and live toasts resolve', () => {
    const ctas = [3, 4].flatMap((buttonType) =>
      ['88', 'mealplan:4'].map((buttonId) =>
        messageCta({
          is_ctabtn: 1,
          buttonType,
          buttonText: '',
          buttonId,
          media: '',
          video: 0,
          access: 1,
        }),
      ),
    );
    const ctaTargets = ctas.flatMap((cta) =>
      cta?.action && 'path' in cta.action ? [cta.action.path] : [],
    );
    expect(ctaTargets.length).toBe(4);
    const live = [
      ...navigateTarget(liveToastAction({ session_id: 7, class_purchase: 0 }, 'web')),
      ...navigateTarget(
        sessionStatusAction(
          { session_id: 7, type: 'info' } as Parameters<typeof sessionStatusAction>[0],
          'web',
        ),
      ),
    ];
    expect(unresolved([...ctaTargets, ...live])).toEqual([]);
  });

  it('live sessions, events and the calendar open screens that exist (no longer planned)', () => {
    const targets = [
      itemPath({ id: '77', kind: 'session' }),
      itemPath({ id: '801', kind: 'event' }),
      screenRoute('live_event', '77'),
      screenRoute('live_event'),
      '/home/livecalendar/2026-11-27',
      '/home/liveonrwl',
      '/home/rwlpros/zoommeeting/77',
      ...navigateTarget(liveToastAction({ session_id: 7, class_purchase: 0 }, 'web')),
      ...navigateTarget(
        sessionStatusAction(
          { session_id: 79, type: 'info' } as Parameters<typeof sessionStatusAction>[0],
          'web',
        ),
      ),
    ];
    expect(targets.filter((target) => !hasScreen(target))).toEqual([]);
  });
});
