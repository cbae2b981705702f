import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { createAppStore, type AppStore } from '@/app/store';
import { db } from '../../../../mocks/db/store';
import { server } from '../../../../mocks/node';
import { communityRoutes } from '../routes';
import { logInAs } from '@/lib/testing/logInAs';
import { renderRoutes } from '@/app/testing/renderRoutes';

/** The community screens through the real store, router and mock server. */
const renderAt = (path: string, store?: AppStore) => renderRoutes(communityRoutes, path, { store });

/** What the test reads of a cached call. */
interface QueryEntry {
  endpointName?: string;
  originalArgs?: unknown;
  status?: string;
}

/** What the member search (friends/search_user) was asked, in order. */
function memberSearches(): string[] {
  const searches: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (!request.url.endsWith('/friends/search_user')) return;
    void request
      .clone()
      .json()
      .then((body: { search?: string }) => searches.push(String(body.search)));
  });
  return searches;
}

describe('mention suggestions', { timeout: 40_000 }, () => {
  afterEach(() => server.events.removeAllListeners());

  it('suggests Sam Green for "@sa" in a comment, picked with the keyboard, and sends the mention', async () => {
    await logInAs('premium@example.com');
    const searches = memberSearches();
    renderAt('/home/community/1/9003');
    const user = userEvent.setup();
    const comments = await screen.findByRole('region', { name: 'Comments' });
    const box = await within(comments).findByRole('combobox', { name: 'Write a comment' });
    expect(box).toHaveAttribute('aria-expanded', 'false');

    await user.type(box, 'Great work @sa');
    const list = await screen.findByRole('listbox', { name: 'Members to mention' });
    const sam = within(list).getByRole('option', { name: 'Sam Green @samgreen' });
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(box).toHaveAttribute('aria-controls', list.id);
    expect(box).toHaveAttribute('aria-activedescendant', sam.id);
    expect(sam).toHaveAttribute('aria-selected', 'true');
    // Never a search for "@" alone; only the name typed so far.
    expect(searches.length).toBeGreaterThan(0);
    expect(searches.every((search) => search !== '' && 'sa'.startsWith(search))).toBe(true);

    const options = within(list).getAllByRole('option');
    expect(options.length).toBeGreaterThan(1);
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[1]!.id);
    expect(sam).toHaveAttribute('aria-selected', 'false');
    await user.keyboard('{ArrowUp}');
    expect(box).toHaveAttribute('aria-activedescendant', sam.id);
    await user.keyboard('{Enter}');
    expect(box).toHaveValue('Great work @samgreen ');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).toBeNull();
    // The caret stays after the mention: typing goes on from there.
    await user.keyboard('see you Monday');
    expect(box).toHaveValue('Great work @samgreen see you Monday');

    await user.click(within(comments).getByRole('button', { name: 'Comment' }));
    const mine = await within(comments).findByRole('article', { name: 'Comment by Priya Premium' });
    expect(within(mine).getByRole('link', { name: '@samgreen' })).toHaveAttribute(
      'href',
      '/home/profileview/201',
    );
    expect(db.get().communityComments.at(-1)).toMatchObject({
      post_id: 9003,
      user_id: 102,
      text: 'Great work @samgreen see you Monday',
    });
  });

  it('says when no member matches the name, and Escape or a space takes the message away', async () => {
    await logInAs('premium@example.com');
    renderAt('/home/community/1/create');
    const user = userEvent.setup();
    const box = await screen.findByRole('combobox', { name: 'Write a post' });

    await user.type(box, 'Thanks @zzq');
    expect(await screen.findByRole('status')).toHaveTextContent('No members match @zzq.');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).toBeNull();
    await user.keyboard('{Escape}');
    expect(screen.queryByText('No members match @zzq.')).toBeNull();
    expect(box).toHaveValue('Thanks @zzq');

    await user.type(box, ' @zzx');
    await screen.findByText('No members match @zzx.');
    await user.type(box, ' ');
    expect(screen.queryByText(/No members match/)).toBeNull();

    // A name with members shows the list, not the message.
    await user.type(box, '@mi');
    await screen.findByRole('listbox', { name: 'Members to mention' });
    expect(screen.queryByText(/No members match/)).toBeNull();
  });

  it('in a new post: Escape closes, a click picks, and the post is sent with the mentions', async () => {
    await logInAs('premium@example.com');
    const router = renderAt('/home/community/1/create');
    const user = userEvent.setup();
    const box = await screen.findByRole('combobox', { name: 'Write a post' });

    await user.type(box, 'Welcome @mi');
    const list = await screen.findByRole('listbox', { name: 'Members to mention' });
    expect(within(list).getByRole('option', { name: 'Mia Brown @miabrown' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveValue('Welcome @mi');

    await user.type(box, ' and @miaw');
    const again = await screen.findByRole('listbox', { name: 'Members to mention' });
    await user.click(within(again).getByRole('option', { name: 'Mia Walsh @miawalsh' }));
    expect(box).toHaveValue('Welcome @mi and @miawalsh ');
    expect(box).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/community/1'));
    expect(db.get().communityPosts.at(-1)).toMatchObject({
      community_id: 1,
      user_id: 102,
      text: 'Welcome @mi and @miawalsh ',
    });
  });

  it('shows only the answer for the name being typed, even when an older answer comes later', async () => {
    await logInAs('premium@example.com');
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let heldStarted = false;
    // The answer for "@s" waits until "@sa" is answered, then comes from the mock server.
    server.use(
      http.post(/\/friends\/search_user$/, async ({ request }) => {
        const body = (await request.clone().json()) as { search?: string };
        if (body.search !== 's') return undefined;
        heldStarted = true;
        await held;
        return undefined;
      }),
    );
    const store = createAppStore();
    renderAt('/home/community/1/create', store);
    const user = userEvent.setup();
    const box = await screen.findByRole('combobox', { name: 'Write a post' });

    await user.type(box, 'Go @s');
    await waitFor(() => expect(heldStarted).toBe(true));
    await user.type(box, 'a');
    const list = await screen.findByRole('listbox', { name: 'Members to mention' });
    await within(list).findByRole('option', { name: 'Sam Green @samgreen' });
    const shown = within(list)
      .getAllByRole('option')
      .map((option) => option.textContent);

    release();
    await waitFor(() =>
      expect(
        Object.values(store.getState().api.queries as Record<string, QueryEntry>).some(
          (entry) =>
            entry?.endpointName === 'searchPeople' &&
            entry.originalArgs === 's' &&
            entry.status === 'fulfilled',
        ),
      ).toBe(true),
    );
    // "s" would also find Sophie Khan: the list still holds the answer for "sa" only.
    expect(
      within(screen.getByRole('listbox', { name: 'Members to mention' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(shown);
    expect(screen.queryByRole('option', { name: /Sophie Khan/ })).toBeNull();
  });
});
