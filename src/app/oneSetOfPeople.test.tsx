import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import { RouterProvider } from 'react-router-dom';
import { createAppRouter } from '@/app/router';
import userEvent from '@testing-library/user-event';
import { logInAs } from '@/lib/testing/logInAs';
import { authSession } from '@/lib/auth';
import { realtime } from '@/lib/realtime';
import { waitFor as settled } from '@/lib/testing/waitFor';
import { renderRoutes } from '@/app/testing/renderRoutes';
import { bodiesSentTo } from '@/lib/testing/serverReceived';
import NewMessagePage from '@/features/chat/pages/NewMessagePage';
import ProfileViewPage from '@/features/friends/pages/ProfileViewPage';
import FriendsPage from '@/features/friends/pages/FriendsPage';

const WAIT = { timeout: 10_000 };

/** Signs premium@example.com in, with the realtime channel the chat's lists ask over. */
async function logInWithChannel() {
  await logInAs('premium@example.com');
  await realtime.connect({ token: authSession.memberToken() ?? '', userId: '102' });
  await settled(() => realtime.status === 'ready');
}

/** The chat's "People you follow" tab, kept on screen while the member follows someone. */
async function peopleYouFollowTab() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('tab', { name: 'People you follow' }, WAIT));
  const panel = screen.getByRole('tabpanel');
  await within(panel).findByText('Hannah Hughes', {}, WAIT);
  return { user, panel };
}

/** The screens side by side in one store: one screen's change reaches the other by its tags. */
const renderWithMessageList = (path: string, routePath: string, screenOf: ReactNode) =>
  renderRoutes([], path, {
    more: [
      {
        path: routePath,
        element: (
          <>
            {screenOf}
            <NewMessagePage />
          </>
        ),
      },
    ],
  });

describe(
  'one follow list: the chat’s People you follow follows every follow',
  { timeout: 40_000 },
  () => {
    afterEach(() => realtime.disconnect());

    it('lists someone followed on their profile at once, and drops them on unfollow', async () => {
      await logInWithChannel();
      renderWithMessageList(
        '/home/profileview/201',
        '/home/profileview/:userId',
        <ProfileViewPage />,
      );
      const { user, panel } = await peopleYouFollowTab();
      expect(within(panel).queryByText('Sam Green')).toBeNull();

      const follows = bodiesSentTo('/friends/send_follow_request');
      await user.click(await screen.findByRole('button', { name: /^Follow$/ }, WAIT));
      const sam = await within(panel).findByText('Sam Green', {}, WAIT);
      expect(sam.closest('li')).toHaveTextContent('You follow them');
      expect(follows.at(-1)).toEqual({
        user_id: 201,
        follow: 1,
      });

      await user.click(screen.getByRole('button', { name: 'Following' }));
      await waitFor(() => expect(within(panel).queryByText('Sam Green')).toBeNull(), WAIT);
      expect(within(panel).getByText('Hannah Hughes')).toBeInTheDocument();
    });

    it('drops someone unfollowed on the friends screen at once', async () => {
      await logInWithChannel();
      renderWithMessageList(
        '/home/friends/suggestion',
        '/home/friends/suggestion',
        <FriendsPage />,
      );
      const { user, panel } = await peopleYouFollowTab();
      expect(within(panel).getByText('Olivia Bennett')).toBeInTheDocument();

      const following = await screen.findByRole('list', { name: 'People you follow' }, WAIT);
      await user.click(within(following).getByRole('button', { name: 'Unfollow Olivia Bennett' }));
      await waitFor(() => expect(within(panel).queryByText('Olivia Bennett')).toBeNull(), WAIT);
      expect(within(panel).getByText('Hannah Hughes')).toBeInTheDocument();
    });
  },
);

describe(
  'one set of people: a name opens the profile, the profile opens the chat',
  { timeout: 40_000 },
  () => {
    afterEach(() => realtime.disconnect());

    it('goes from a chat to the person’s profile and back to the same chat with Message', async () => {
      await logInWithChannel();
      window.history.pushState({}, '', '/home/messenger?rec=201');
      render(<RouterProvider router={createAppRouter()} />);
      const user = userEvent.setup();
      const heading = await screen.findByRole('heading', { name: 'Sam Green', level: 1 }, WAIT);
      await user.click(within(heading).getByRole('link', { name: 'Sam Green' }));
      expect(window.location.pathname).toBe('/home/profileview/201');
      // Sam's profile, the same one the friends screen and the community open.
      expect(await screen.findByText('Ambassador member', {}, WAIT)).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Sam Green', level: 1 })).toBeInTheDocument();

      await user.click(await screen.findByRole('link', { name: 'Message' }, WAIT));
      expect(`${window.location.pathname}${window.location.search}`).toBe(
        '/home/messenger?rec=201',
      );
      expect(await screen.findByRole('textbox', { name: /message/i }, WAIT)).toBeInTheDocument();
    });
  },
);
