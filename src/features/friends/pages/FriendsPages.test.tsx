import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http } from 'msw';
import { server } from '../../../../mocks/node';
import { db } from '../../../../mocks/db/store';
import { injectedFailures } from '../../../../mocks/failures';
import { bodiesSentTo } from '@/lib/testing/serverReceived';
import { friendsRoutes } from '../routes';
import { LOCATION_MESSAGES, PRIVATE_PROFILE_TITLE } from '../model';
import { logInAs } from '@/lib/testing/logInAs';
import { renderRoutes } from '@/app/testing/renderRoutes';

const renderAt = (path: string) =>
  renderRoutes(friendsRoutes, path, {
    more: [{ path: '/home/messenger', element: <p>messenger</p> }],
  });

const counters = () => screen.findByRole('list', { name: 'Your friends at a glance' });

/** The bodies the mock server receives on this friends path (e.g. 'send_follow_request'). */
const bodiesTo = (path: string) => bodiesSentTo(`/friends/${path}`);

describe('friends screen', { timeout: 40_000 }, () => {
  it('shows the counters, accepts and declines requests, and the counters follow', async () => {
    await logInAs('premium@example.com');
    renderAt('/home/friends/suggestion');
    const header = await counters();
    expect(within(header).getByRole('link', { name: '12 friends' })).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: '2 requests' })).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: '1 sent' })).toBeInTheDocument();

    const requests = await screen.findByRole('list', { name: 'Friend requests' });
    const aisha = within(requests).getByText('Aisha Khan').closest('li')!;
    const user = userEvent.setup();
    await user.click(within(aisha).getByRole('button', { name: 'Accept' }));
    // Her row leaves the list: focus goes to the list's heading, not lost.
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Friend requests' })).toHaveFocus(),
    );
    await waitFor(() =>
      expect(within(header).getByRole('link', { name: '13 friends' })).toBeInTheDocument(),
    );
    expect(within(header).getByRole('link', { name: '1 request' })).toBeInTheDocument();
    expect(db.get().friendships).toContainEqual([102, 202]);
    expect(
      within(await screen.findByRole('list', { name: 'Your friends' })).getByText('Aisha Khan'),
    ).toBeInTheDocument();

    const jo = within(await screen.findByRole('list', { name: 'Friend requests' }))
      .getByText('Jo Taylor')
      .closest('li')!;
    await user.click(within(jo).getByRole('button', { name: 'Decline' }));
    await screen.findByText('No friend requests right now.');
    expect(within(header).getByRole('link', { name: '0 requests' })).toBeInTheDocument();
    expect(db.get().friendRequests.some((request) => request.from === 203)).toBe(false);
  });

  it('cancels a sent request, and a refused request shows the server’s message', async () => {
    await logInAs('premium@example.com');
    renderAt('/home/friends/suggestion');
    const user = userEvent.setup();
    const sent = await screen.findByRole('list', { name: 'Sent requests' });
    const mia = within(sent).getByText('Mia Brown').closest('li')!;
    await user.click(within(mia).getByRole('button', { name: 'Cancel request' }));
    await screen.findByText('You have no requests waiting for an answer.');
    expect(db.get().friendRequests.some((request) => request.to === 204)).toBe(false);

    injectedFailures.add('friends/request', 'Requests are resting for a moment.');
    const suggestions = await screen.findByRole('list', { name: 'Suggestions' });
    const leah = within(suggestions).getByText('Leah Wood').closest('li')!;
    await user.click(within(leah).getByRole('button', { name: 'Add friend' }));
    const alert = await screen.findByRole('dialog', { name: 'Alert' });
    expect(alert).toHaveTextContent('Requests are resting for a moment.');
    await user.click(within(alert).getByRole('button', { name: 'OK' }));
    expect(within(leah).getByRole('button', { name: 'Add friend' })).toBeInTheDocument();
  });

  it('searches by name, never finding someone who cannot be found', async () => {
    await logInAs('premium@example.com');
    const router = renderAt('/home/friends/suggestion');
    const user = userEvent.setup();
    const field = await screen.findByLabelText('Search by name');
    expect(field).toHaveAttribute('maxLength', '100');
    await user.type(field, 'sam green{Enter}');
    const results = await screen.findByRole('list', { name: 'Search results' });
    expect(within(results).getByRole('link', { name: 'Sam Green' })).toHaveAttribute(
      'href',
      '/home/profileview/201',
    );
    expect(router.state.location.search).toBe('?q=sam+green');

    await user.clear(field);
    await user.type(field, 'Tara{Enter}');
    expect(await screen.findByText('No members match “Tara”.')).toBeInTheDocument();
  });

  it("says so when a search fails, instead of showing the last search's people", async () => {
    await logInAs('premium@example.com');
    renderAt('/home/friends/suggestion?q=sam');
    const user = userEvent.setup();
    const results = await screen.findByRole('list', { name: 'Search results' });
    expect(within(results).getByText('Sam Green')).toBeInTheDocument();
    injectedFailures.add('search_user', 'Search is resting.');
    // The member changes the search without emptying the field first: "sam" becomes "sammy".
    await user.type(screen.getByLabelText('Search by name'), 'my{Enter}');
    const section = screen.getByRole('region', { name: 'Search results' });
    expect(await within(section).findByText('Search is resting.')).toBeInTheDocument();
    expect(within(section).queryByText('Sam Green')).toBeNull();
  });

  it('appears whole once the slowest list has answered, so no list is pushed down under a tap', async () => {
    await logInAs('premium@example.com');
    // The received requests answer 800 ms after the other lists.
    server.use(
      http.get(/\/friends\/pending_requests$/, async () => {
        await delay(800);
        return undefined;
      }),
    );
    renderAt('/home/friends/suggestion');
    expect(await screen.findByText('Loading the friends page')).toBeInTheDocument();
    const suggestions = await screen.findByRole('list', { name: 'Suggestions' }, { timeout: 5000 });
    // The requests above the suggestions are there already: the suggestions will not move.
    expect(screen.getByRole('list', { name: 'Friend requests' })).toBeInTheDocument();
    expect(within(suggestions).getAllByRole('listitem').length).toBeGreaterThan(0);
  });
});

describe('people you follow and your followers', { timeout: 40_000 }, () => {
  it('lists them from the following counter, and Unfollow takes them out at once', async () => {
    await logInAs('premium@example.com');
    const follows = bodiesTo('send_follow_request');
    renderAt('/home/friends/suggestion');
    const header = await counters();
    expect(within(header).getByRole('link', { name: '2 following' })).toHaveAttribute(
      'href',
      '#following',
    );
    const following = await screen.findByRole('list', { name: 'People you follow' });
    expect(screen.getByRole('region', { name: 'People you follow' })).toHaveAttribute(
      'id',
      'following',
    );
    // The latest followed first, each with a photo, a link to their profile and Unfollow.
    expect(
      within(following)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Olivia Bennett', '/home/profileview/302'],
      ['Hannah Hughes', '/home/profileview/301'],
    ]);
    expect(within(following).getByRole('img', { name: 'Hannah Hughes' })).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(following).getByRole('button', { name: 'Unfollow Hannah Hughes' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'People you follow' })).toHaveFocus(),
    );
    await waitFor(() =>
      expect(within(header).getByRole('link', { name: '1 following' })).toBeInTheDocument(),
    );
    expect(within(following).queryByText('Hannah Hughes')).toBeNull();
    expect(follows).toEqual([{ user_id: 301, follow: 0 }]);
    expect(db.get().follows).not.toContainEqual({ follower: 102, followee: 301 });
    // Still a friend: Unfollow is not Unfriend.
    expect(
      within(screen.getByRole('list', { name: 'Your friends' })).getByText('Hannah Hughes'),
    ).toBeInTheDocument();
  });

  it('keeps someone when the server refuses, and says when nobody is followed', async () => {
    await logInAs('premium@example.com');
    renderAt('/home/friends/suggestion');
    const user = userEvent.setup();
    const following = await screen.findByRole('list', { name: 'People you follow' });
    injectedFailures.add('friends/send_follow_request', 'Following is resting for a moment.');
    await user.click(within(following).getByRole('button', { name: 'Unfollow Olivia Bennett' }));
    const alert = await screen.findByRole('dialog', { name: 'Alert' });
    expect(alert).toHaveTextContent('Following is resting for a moment.');
    await user.click(within(alert).getByRole('button', { name: 'OK' }));
    expect(within(following).getByText('Olivia Bennett')).toBeInTheDocument();

    injectedFailures.clear();
    await user.click(within(following).getByRole('button', { name: 'Unfollow Olivia Bennett' }));
    await user.click(
      await within(following).findByRole('button', { name: 'Unfollow Hannah Hughes' }),
    );
    const section = screen.getByRole('region', { name: 'People you follow' });
    expect(
      await within(section).findByText(/You are not following anyone yet\./),
    ).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Find people to follow' })).toHaveAttribute(
      'href',
      '#suggestions',
    );
    expect(within(await counters()).getByRole('link', { name: '0 following' })).toBeInTheDocument();
  });

  it('lists the member’s followers, who can be followed back from there', async () => {
    await logInAs('premium@example.com');
    const follows = bodiesTo('send_follow_request');
    renderAt('/home/friends/suggestion');
    const header = await counters();
    expect(within(header).getByRole('link', { name: '2 followers' })).toHaveAttribute(
      'href',
      '#followers',
    );
    const followers = await screen.findByRole('list', { name: 'Your followers' });
    expect(
      within(followers)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Sam Green', 'Amelia Clarke']);
    const sam = within(followers).getByText('Sam Green').closest('li')!;
    await userEvent.setup().click(within(sam).getByRole('button', { name: 'Follow' }));
    expect(await within(sam).findByRole('button', { name: 'Following' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(follows).toEqual([{ user_id: 201, follow: 1 }]);
    expect(
      await within(screen.getByRole('list', { name: 'People you follow' })).findByText('Sam Green'),
    ).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: '3 following' })).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: '2 followers' })).toBeInTheDocument();
  });

  it('shows a failed list with the server’s message and Try again', async () => {
    await logInAs('premium@example.com');
    injectedFailures.add('friends/following', 'The list is resting for a moment.');
    renderAt('/home/friends/suggestion');
    const section = await screen.findByRole('region', { name: 'People you follow' });
    expect(
      await within(section).findByText('The list is resting for a moment.'),
    ).toBeInTheDocument();
    injectedFailures.clear();
    await userEvent.setup().click(within(section).getByRole('button', { name: /Try again/ }));
    expect(
      await within(section).findByRole('list', { name: 'People you follow' }),
    ).toBeInTheDocument();
  });
});

describe('people near me', { timeout: 40_000 }, () => {
  it('explains a refused location and offers to try again', async () => {
    await logInAs('premium@example.com');
    const getCurrentPosition = vi.fn(
      (_ok: PositionCallback, failed?: PositionErrorCallback | null) =>
        failed?.({ code: 1, message: 'denied' } as GeolocationPositionError),
    );
    vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
    try {
      renderAt('/home/friendsnearme');
      expect(await screen.findByRole('alert')).toHaveTextContent(LOCATION_MESSAGES.refused);
      expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('lists members nearest first from the browser’s position', async () => {
    await logInAs('premium@example.com');
    const getCurrentPosition = vi.fn((found: PositionCallback) =>
      found({ coords: { latitude: 51.5074, longitude: -0.1278 } } as GeolocationPosition),
    );
    vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
    try {
      renderAt('/home/friendsnearme');
      const list = await screen.findByRole('list', { name: 'People near me' });
      const miles = within(list)
        .getAllByText(/miles? away/)
        .map((element) => parseFloat(element.textContent ?? ''));
      expect(miles.length).toBeGreaterThan(3);
      expect(miles).toEqual([...miles].sort((a, b) => a - b));
      expect(within(list).getByRole('link', { name: 'Sam Green' })).toBeInTheDocument();
      // Tara Quinn (London) cannot be found (can_find 0); Manchester is too far.
      expect(within(list).queryByText('Tara Quinn')).toBeNull();
      expect(within(list).queryByText(/Manchester/)).toBeNull();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('public profile', { timeout: 40_000 }, () => {
  it('shows Sam Green’s profile: badges, friends, posts as text, buttons and message', async () => {
    await logInAs('premium@example.com');
    renderAt('/home/profileview/201');
    expect(await screen.findByRole('heading', { name: 'Sam Green', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Ambassador member')).toBeInTheDocument();
    expect(screen.getByText('5 friends')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Badges' })).getByText('Community star'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Message' })).toHaveAttribute(
      'href',
      '/home/messenger?rec=201',
    );
    const posts = await screen.findByRole('list', { name: 'Posts by Sam' });
    expect(within(posts).getByText(/Summer Shred starts Monday!/)).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add friend' }));
    expect(await screen.findByRole('button', { name: 'Cancel request' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Follow' }));
    expect(await screen.findByRole('button', { name: 'Following' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(db.get().follows).toContainEqual({ follower: 102, followee: 201 });
  });

  it('ends a friendship only after asking, and the server forgets it', async () => {
    await logInAs('premium@example.com');
    renderAt('/home/profileview/301');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Unfriend' }));
    const popup = await screen.findByRole('dialog', { name: 'Unfriend' });
    expect(popup).toHaveTextContent(/from your friends\?/);
    await user.click(within(popup).getByRole('button', { name: 'Cancel' }));
    expect(db.get().friendships).toContainEqual([102, 301]);

    await user.click(screen.getByRole('button', { name: 'Unfriend' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Unfriend' })).getByRole('button', {
        name: 'Unfriend',
      }),
    );
    expect(await screen.findByRole('button', { name: 'Add friend' })).toBeInTheDocument();
    expect(db.get().friendships).not.toContainEqual([102, 301]);
  });

  it('shows a hidden profile’s message, and a name with HTML as text', async () => {
    await logInAs('premium@example.com');
    db.update((data) => {
      const nadia = data.members.find((person) => person.user_id === 206);
      if (nadia) nadia.first_name = '<b>Nadia</b>';
    });
    renderAt('/home/profileview/206');
    expect(await screen.findByRole('heading', { name: PRIVATE_PROFILE_TITLE })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('<b>Nadia</b> Hale');
    expect(document.querySelector('.profile-view b')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Message' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Posts' })).toBeNull();
  });

  it('says when someone takes no friend requests, and when an id names nobody', async () => {
    await logInAs('premium@example.com');
    const router = renderAt('/home/profileview/207');
    expect(await screen.findByText('Ben is not accepting friend requests.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add friend' })).toBeNull();
    await router.navigate('/home/profileview/9999');
    expect(await screen.findByText('This member could not be found.')).toBeInTheDocument();
  });

  it('shows the member their own public profile without an id, with no friend buttons', async () => {
    await logInAs('premium@example.com');
    renderAt('/home/profileview');
    expect(
      await screen.findByRole('heading', { name: 'Priya Premium', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit your profile' })).toHaveAttribute(
      'href',
      '/home/profile',
    );
    expect(screen.getByText('12 friends')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Message' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add friend' })).toBeNull();
  });
});
