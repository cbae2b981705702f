import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callApi } from '@/lib/http';
import { logInAs } from '@/lib/testing/logInAs';
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

describe('community feed', { timeout: 40_000 }, () => {
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
