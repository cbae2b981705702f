import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callApi } from '@/lib/http';
import { logInAs } from '@/lib/testing/logInAs';
import { callsTo } from '@/lib/testing/serverReceived';
import { communityRoutes } from '../routes';
import { renderRoutes } from '@/app/testing/renderRoutes';

// The windowed list's code arrives only when the test says so: until then the feed shows its
// first posts through the static list, as it does while that code loads in a browser.
const windowedListCode = vi.hoisted(() => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  return { arrived, arrive: () => arrive() };
});
vi.mock('../components/WindowedPosts', async (importOriginal) => {
  await windowedListCode.arrived;
  return importOriginal();
});

const renderFeed = () => renderRoutes(communityRoutes, '/home/community/1');

/** The calls the mock server receives on this community path from now on. */
const communityCallsTo = (path: string) => callsTo(`/community/${path}`);

describe('community feed', { timeout: 40_000 }, () => {
  it('offers no post form on a community the member cannot open', async () => {
    await logInAs('free@example.com');
    renderRoutes(communityRoutes, '/home/community/2');
    expect(await screen.findByText("You don't have access this community.")).toBeInTheDocument();
    // Whatever loads beside the feed has arrived: the form is left out, not still on its way.
    await import('../components/PostComposer');
    await waitFor(() => expect(screen.queryByText('Loading the post form')).toBeNull());
    expect(screen.queryByLabelText('Write a post')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Post' })).toBeNull();
  });

  it('hides a post once when "Hide post" is double-clicked', async () => {
    await logInAs('premium@example.com');
    const hides = communityCallsTo('hide_post');
    renderFeed();
    const user = userEvent.setup();
    const week3 = await screen.findByText(/Week 3 of New Beginnings done!/);
    const post = week3.closest('article')!;
    await user.dblClick(within(post).getByRole('button', { name: 'Hide post' }));
    await waitFor(() => expect(screen.queryByText(/Week 3 of New Beginnings done!/)).toBeNull());
    expect(hides).toHaveLength(1);
  });

  it('keeps "Delete post?" open when the windowed list replaces the first cards', async () => {
    await logInAs('premium@example.com');
    await callApi('community/post', {
      community_id: 1,
      post_id: 0,
      text: 'A post I will delete',
      media: [],
      schedule_date: '',
    });
    renderFeed();
    const user = userEvent.setup();
    const mine = await screen.findByRole('article', { name: 'Post by Priya Premium' });
    expect(mine.closest('ol')).toHaveClass('post-list--static');
    await user.click(within(mine).getByRole('button', { name: 'Delete post' }));
    await screen.findByRole('dialog', { name: 'Delete post?' });

    windowedListCode.arrive();
    await waitFor(() =>
      expect(
        screen.getByRole('article', { name: 'Post by Priya Premium' }).closest('ol'),
      ).not.toHaveClass('post-list--static'),
    );
    const question = screen.getByRole('dialog', { name: 'Delete post?' });
    await user.click(within(question).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('A post I will delete')).toBeNull());
  });
});
