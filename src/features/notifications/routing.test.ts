import { describe, expect, it } from 'vitest';
import type { AppNotification } from './model';
import {
  communityPostRoute,
  folderAction,
  groupChatAction,
  isOneToOneFitpro,
  magazineRoute,
  NO_FOLDER_ACCESS,
  NO_GROUP_CHAT_ACCESS,
  notificationAction,
  screenRoute,
  upgradeRoute,
  urlAction,
  type RoutingContext,
} from './routing';

const context: RoutingContext = {
  recommendedProgrammeId: '1062',
  recommendedProgrammeScreenName: 'folder',
  unauthorized: [],
  origin: 'https://app.example.com',
};

function note(partial: Partial<AppNotification>): AppNotification {
  return {
    notification_id: 1,
    title: 'Title',
    sub_title: '',
    type: '',
    type_id: '',
    screen: '',
    screen_id: '',
    post_community_id: '',
    media: '',
    url: '',
    updated_date: '',
    user_image: '',
    first_name: '',
    last_name: '',
    is_staff: 0,
    magazine_id: '',
    ...partial,
  };
}

describe('notification click by type (spec 1 §4)', () => {
  it.each([
    [
      { type: 'message', type_id: '110' },
      { kind: 'navigate', to: '/home/messenger?rec=110' },
    ],
    [
      { type: 'friend_request', type_id: '55' },
      { kind: 'navigate', to: '/home/profileview/55' },
    ],
    [
      { type: 'Messaging Personal', type_id: '110' },
      { kind: 'navigate', to: `/home/message?${btoa('110')}` },
    ],
    [
      { type: 'Messaging Group', type_id: 'g7' },
      { kind: 'navigate', to: `/home/groupmessenger/g7?${btoa('g7')}` },
    ],
    [{ type: 'Messaging Chat List' }, { kind: 'navigate', to: '/home/chatlist' }],
    [
      { type: 'Community Single Post', type_id: '3', post_community_id: '5' },
      { kind: 'navigate', to: '/home/community/5/3' },
    ],
    [
      { type: 'live_session', type_id: '77' },
      { kind: 'sessionStatus', sessionId: '77' },
    ],
  ])('%o', (partial, expected) => {
    expect(notificationAction(note(partial), context)).toEqual(expected);
  });

  it.each([
    'post_create',
    'post_liked',
    'post_commented',
    'post_comment_liked',
    'post_comment_replied',
    'post_comment_replied_mention',
  ])('community type %s fetches the target community and post', (type) => {
    expect(notificationAction(note({ type, notification_id: 9 }), context)).toEqual({
      kind: 'communityPost',
      notificationId: 9,
    });
  });

  it('type wins over screen name', () => {
    expect(
      notificationAction(
        note({ type: 'message', type_id: '1', screen: 'quiz', screen_id: '1' }),
        context,
      ).kind,
    ).toBe('navigate');
  });
});

describe('notification click by screen name (spec 1 §4)', () => {
  it.each([
    [{ screen: 'notifications' }, { kind: 'none' }],
    [{ screen: 'nodestination' }, { kind: 'none' }],
    [{ screen: '' }, { kind: 'none' }],
    [
      { screen: 'shoppinglist', screen_id: '4' },
      { kind: 'shoppingList', listId: '4' },
    ],
    [
      { screen: 'pdf', media: 'https://cdn.example.com/guide.pdf' },
      { kind: 'openPdf', url: 'https://cdn.example.com/guide.pdf' },
    ],
    [{ screen: 'pdf' }, { kind: 'none' }],
    [
      { screen: 'url', url: 'https://shop.example.com/x' },
      { kind: 'openUrl', url: 'https://shop.example.com/x', external: true },
    ],
    [
      { screen: 'url', url: 'https://app.example.com/home/invite' },
      { kind: 'openUrl', url: '/home/invite', external: false },
    ],
    [{ screen: 'inviteyourfriends' }, { kind: 'navigate', to: '/home/invite' }],
    [
      { screen: 'magazine', magazine_id: '5' },
      { kind: 'magazine', magazineId: '5' },
    ],
    [
      { screen: 'magazine', screen_id: '6' },
      { kind: 'magazine', magazineId: '6' },
    ],
    [
      { screen: 'communitygroupchat', screen_id: '12' },
      { kind: 'communityGroupChat', communityId: '12' },
    ],
    [{ screen: 'upgradeplanpopup' }, { kind: 'upgrade' }],
    [{ screen: 'offerpopup' }, { kind: 'upgrade' }],
    [
      { screen: 'folderid', screen_id: '1059' },
      { kind: 'folder', folderId: '1059' },
    ],
    [
      { screen: 'quiz', screen_id: '1' },
      { kind: 'quiz', quizId: '1' },
    ],
    [
      { screen: 'profile', screen_id: '0' },
      { kind: 'navigate', to: '/home/profile' },
    ],
    [
      { screen: 'profile', screen_id: '' },
      { kind: 'navigate', to: '/home/profile' },
    ],
    [
      { screen: 'profile', screen_id: '42' },
      { kind: 'navigate', to: '/home/profileview/42' },
    ],
    [{ screen: 'recommendedprogramme' }, { kind: 'navigate', to: '/home/folder/1062' }],
  ])('%o', (partial, expected) => {
    expect(notificationAction(note(partial), context)).toEqual(expected);
  });

  it('a screen in the unauthorized list asks to upgrade', () => {
    expect(
      notificationAction(note({ screen: 'recipe', screen_id: '1' }), {
        ...context,
        unauthorized: ['recipe'],
      }),
    ).toEqual({ kind: 'upgrade' });
  });
});

describe('screen names to routes (spec 1 §2)', () => {
  it.each([
    ['nearme', '3', '/home/friendsnearme/3'],
    ['listingscreen', '1059', '/home/folder/1059'],
    ['profile', '8', '/home/profileview/8'],
    ['dashboard', '9', '/home'],
    ['prosnearme', '', '/home/rwlpros/prosnearme'],
    ['live_event', '77', '/home/livecalendar/77'],
    ['program', '1060', '/home/programvideos/1060'],
    ['program', '', '/home'],
    ['folder', '0', '/home'],
    ['recipe', '2001', '/home/recipes/2001'],
    ['sessions_calendar', '4', '/home/rwlprosclasscalendar/4'],
    ['rwlproscalendars', '4', '/home/rwlprosclasscalendar/4'],
    ['ecommerce', '', '/shop'],
    ['returns&delivery', '', '/returns-policy'],
    ['fitproallclasses', '', '/rwl-coaches'],
    ['fitpro121', '5', '/rwl-coaches'],
    ['1-2-1fitpro', '', '/rwl-coaches'],
    ['videobank', '0', '/home/videobank'],
    ['mealplan', '12', '/home/mealplan/12'],
  ])('%s %s -> %s', (screen, id, route) => {
    expect(screenRoute(screen, id)).toBe(route);
    expect(notificationAction(note({ screen, screen_id: id }), context)).toEqual({
      kind: 'navigate',
      to: route,
    });
  });

  it('knows the 1-2-1 fitpro variants', () => {
    expect(isOneToOneFitpro('fitpro_1_2_1')).toBe(true);
    expect(isOneToOneFitpro('fitproallclasses')).toBe(false);
  });
});

describe('look-up results', () => {
  it('magazine slugs make the route; a missing or failed lookup falls back to the root', () => {
    expect(
      magazineRoute({ category_slug: 'food', subcategory_slug: 'summer', slug: 'summer-recipes' }),
    ).toBe('/magazine/food/summer/summer-recipes');
    expect(magazineRoute({ category_slug: 'food', subcategory_slug: '', slug: 'issue-1' })).toBe(
      '/magazine/food/issue-1',
    );
    expect(magazineRoute({ category_slug: 'food', subcategory_slug: '', slug: '' })).toBe(
      '/magazine',
    );
    expect(magazineRoute(null)).toBe('/magazine');
  });

  it('a folder needs access 1', () => {
    expect(folderAction({ access: 0, screen_name: 'folder', folder_id: 9001 }, '9001')).toEqual({
      kind: 'alert',
      message: NO_FOLDER_ACCESS,
    });
    expect(folderAction({ access: 1, screen_name: 'folder', folder_id: 1059 }, '1059')).toEqual({
      kind: 'navigate',
      to: '/home/folder/1059',
    });
    expect(folderAction({ access: 1, screen_name: '', folder_id: 0 }, '77')).toEqual({
      kind: 'navigate',
      to: '/home/folder/77',
    });
    expect(NO_FOLDER_ACCESS).toBe("You don't have access this folder.");
  });

  it('a community group chat needs the access flag', () => {
    expect(groupChatAction(false, '12')).toEqual({ kind: 'alert', message: NO_GROUP_CHAT_ACCESS });
    expect(groupChatAction(true, '14')).toEqual({
      kind: 'navigate',
      to: `/home/groupmessenger/14?${btoa('14')}`,
    });
    expect(NO_GROUP_CHAT_ACCESS).toBe("You don't have access this community group chat.");
  });

  it('community posts open the post from the notification data', () => {
    expect(communityPostRoute({ community_id: '5', post_id: '3' })).toBe('/home/community/5/3');
    expect(communityPostRoute({ community_id: '5', post_id: '' })).toBe('/home/community/5');
    expect(communityPostRoute(undefined)).toBe('/home/community/list');
  });

  it('url rule: own paths stay in the app', () => {
    expect(urlAction('/home/invite', '')).toEqual({
      kind: 'openUrl',
      url: '/home/invite',
      external: false,
    });
    expect(urlAction('  ', '')).toEqual({ kind: 'none' });
    expect(urlAction('https://app.example.com/home/invite', 'https://app.example.com')).toEqual({
      kind: 'openUrl',
      url: '/home/invite',
      external: false,
    });
  });

  it('url and pdf rules never open javascript:, data: or another site as a path', () => {
    const origin = 'https://app.example.com';
    for (const hostile of [
      'javascript:alert(localStorage.authorization)',
      ' JAVASCRIPT:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      '//evil.example',
      '/\\evil.example',
    ]) {
      expect(urlAction(hostile, origin)).toEqual({ kind: 'none' });
      expect(notificationAction(note({ screen: 'url', url: hostile }), context)).toEqual({
        kind: 'none',
      });
      expect(notificationAction(note({ screen: 'pdf', media: hostile }), context)).toEqual({
        kind: 'none',
      });
    }
    expect(urlAction('https://app.example.com.evil.example/x', origin)).toEqual({
      kind: 'openUrl',
      url: 'https://app.example.com.evil.example/x',
      external: true,
    });
  });

  it('the upgrade check carries the encoded current URL', () => {
    expect(upgradeRoute('/home/folder/1?x=1')).toBe(
      '/home/profile/upgrade-downgrade?goBack=%2Fhome%2Ffolder%2F1%3Fx%3D1',
    );
  });
});
