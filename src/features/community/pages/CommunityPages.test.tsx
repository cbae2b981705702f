import { describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-router-dom';
import { db } from '../../../../mocks/db/store';
import { createAppRouter } from '@/app/router';
import { communityRoutes } from '../routes';
import { SCHEDULE_PAST_MESSAGE } from '../model';
import { logInAs } from '@/lib/testing/logInAs';
import { renderRoutes } from '@/app/testing/renderRoutes';

const renderAt = (path: string) => renderRoutes(communityRoutes, path);

describe('community screens', { timeout: 40_000 }, () => {
  it('/home/community, the community entry, lists the member’s communities', async () => {
    await logInAs('premium@example.com');
    renderAt('/home/community');
    const list = await screen.findByRole('list', { name: 'Your communities' });
    expect(within(list).getByText('RWL Community')).toBeInTheDocument();
  });

  it('lists who liked a post', async () => {
    await logInAs('premium@example.com');
    renderAt('/home/community/1/9003/likes');
    const people = await screen.findByRole('list', { name: 'People who liked this post' });
    expect(within(people).getAllByRole('listitem')).toHaveLength(12);
    expect(within(people).getByText('Aisha Khan')).toBeInTheDocument();
  });

  it('hides a post, and everything by a person, from the member’s feed', async () => {
    await logInAs('premium@example.com');
    const router = renderAt('/home/community/1/9002');
    const post = await screen.findByRole('article', { name: 'Post by Jo Taylor' });
    const user = userEvent.setup();
    await user.click(within(post).getByRole('button', { name: 'Hide post' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/community/1'));
    expect(db.get().communityHiddenPosts['102']).toEqual([9002]);

    await router.navigate('/home/community/1/9001');
    const aisha = await screen.findByRole('article', { name: 'Post by Aisha Khan' });
    await user.click(within(aisha).getByRole('button', { name: 'Hide posts from Aisha Khan' }));
    await waitFor(() => expect(db.get().communityHiddenUsers['102']).toEqual([202]));
    await screen.findByRole('list', { name: 'Posts' });
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Post by Aisha Khan' })).toBeNull(),
    );
  });

  it('schedules a post only in the future and lists it as scheduled, not in the feed', async () => {
    await logInAs('premium@example.com');
    renderAt('/home/community/1/schedule');
    const user = userEvent.setup();
    await screen.findByText('You have no scheduled posts.');
    await user.type(screen.getByLabelText('Schedule a post'), 'Sunday long run #running');
    await user.click(screen.getByRole('button', { name: 'Schedule post' }));
    expect(screen.getByRole('alert')).toHaveTextContent(SCHEDULE_PAST_MESSAGE);

    const when = new Date(Date.now() + 2 * 86_400_000);
    const local = new Date(when.getTime() - when.getTimezoneOffset() * 60_000)
      .toISOString()
      .slice(0, 16);
    await user.type(screen.getByLabelText('Post on'), local);
    await user.click(screen.getByRole('button', { name: 'Schedule post' }));
    const scheduled = await screen.findByRole('article', { name: 'Post by Priya Premium' });
    expect(scheduled).toHaveTextContent('Scheduled for');
    const saved = db.get().communityPosts.at(-1);
    expect(saved).toMatchObject({ user_id: 102, text: 'Sunday long run #running' });
    expect(saved?.scheduled_at).not.toBe('');
  });
});

describe('unsent text', { timeout: 40_000 }, () => {
  it('a post and a reply being written survive the page opening again, and go once sent', async () => {
    await logInAs('premium@example.com');
    renderAt('/home/community/1');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Write a post'), 'Half a post');
    cleanup();

    renderAt('/home/community/1');
    const box = await screen.findByLabelText('Write a post');
    expect(box).toHaveValue('Half a post');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(box).toHaveValue(''));
    expect(db.get().communityPosts.at(-1)?.text).toBe('Half a post');
    cleanup();

    renderAt('/home/community/1');
    expect(await screen.findByLabelText('Write a post')).toHaveValue('');
    cleanup();

    const router = renderAt('/home/community/1/9003');
    const comments = await screen.findByRole('region', { name: 'Comments' });
    await user.type(await within(comments).findByLabelText('Write a comment'), 'Me too');
    // Another post's box is its own: empty there, and the draft is back on the first post.
    await act(() => router.navigate('/home/community/1/9002'));
    await screen.findByRole('article', { name: 'Post by Jo Taylor' });
    expect(screen.getByLabelText('Write a comment')).toHaveValue('');
    await act(() => router.navigate('/home/community/1/9003'));
    await screen.findByRole('article', { name: 'Post by Sam Green' });
    expect(screen.getByLabelText('Write a comment')).toHaveValue('Me too');
    cleanup();
    renderAt('/home/community/1/9003');
    const again = await screen.findByRole('region', { name: 'Comments' });
    expect(await within(again).findByLabelText('Write a comment')).toHaveValue('Me too');
  });
});

describe('staff', { timeout: 60_000 }, () => {
  it('move a community up and save the order (community_reorder)', async () => {
    await logInAs('staff@example.com');
    window.history.pushState({}, '', '/home/community/list');
    render(<RouterProvider router={createAppRouter()} />);
    const list = await screen.findByRole('list', { name: 'Your communities' });
    const names = () =>
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent);
    expect(names()).toEqual(['RWL Community', 'Summer Shred']);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Move Summer Shred up' }));
    expect(names()).toEqual(['Summer Shred', 'RWL Community']);
    await user.click(screen.getByRole('button', { name: 'Save order' }));
    await waitFor(() => expect(db.get().communityOrder).toEqual([2, 1]));
  });
});
