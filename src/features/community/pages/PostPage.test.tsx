import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '../../../../mocks/db/store';
import { injectedFailures } from '../../../../mocks/failures';
import { setMockLatency } from '../../../../mocks/handlers/respond';
import { communityRoutes } from '../routes';
import { EMPTY_COMMENT_MESSAGE, EMPTY_POST_MESSAGE, MEDIA_TYPE_MESSAGE } from '../model';
import { logInAs } from '@/lib/testing/logInAs';
import { renderRoutes } from '@/app/testing/renderRoutes';

/** The community screens through the real store, router and mock server. */
const renderAt = (path: string) => renderRoutes(communityRoutes, path);

const samPost = () => db.get().communityPosts.find((post) => post.post_id === 9003)!;

describe('/home/community/{id}/{postId}', { timeout: 40_000 }, () => {
  it('likes at once, unlikes, and puts the count back when the server refuses', async () => {
    await logInAs('premium@example.com');
    renderAt('/home/community/1/9003');
    const post = await screen.findByRole('article', { name: 'Post by Sam Green' });
    expect(within(post).getByRole('link', { name: '#summershred' })).toHaveAttribute(
      'href',
      '/home/community/1/search?q=%23summershred',
    );
    expect(within(post).getByText('12 likes')).toBeInTheDocument();
    expect(within(post).getByText('3 comments')).toBeInTheDocument();
    const user = userEvent.setup();
    const like = within(post).getByRole('button', { name: 'Like', pressed: false });

    await user.click(like);
    expect(within(post).getByText('13 likes')).toBeInTheDocument();
    await waitFor(() => expect(samPost().likes).toContain(102));

    injectedFailures.add('community/like', 'Likes are resting for a moment.');
    setMockLatency(300); // the refusal takes a moment, as over a network: the count moves first
    await user.click(within(post).getByRole('button', { name: 'Like', pressed: true }));
    expect(within(post).getByText('12 likes')).toBeInTheDocument();
    const alert = await screen.findByRole('dialog', { name: 'Alert' });
    expect(alert).toHaveTextContent('Likes are resting for a moment.');
    await user.click(within(alert).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Alert' })).toBeNull());
    expect(within(post).getByText('13 likes')).toBeInTheDocument();
    expect(within(post).getByRole('button', { name: 'Like', pressed: true })).toBeInTheDocument();
    expect(samPost().likes).toContain(102);
  });

  it('opens the same profile from a post’s and a comment’s author', async () => {
    await logInAs('premium@example.com');
    const router = renderRoutes(communityRoutes, '/home/community/1/9003', {
      more: [{ path: '/home/profileview/:userId', element: <p>profile</p> }],
    });
    const post = await screen.findByRole('article', { name: 'Post by Sam Green' });
    const comment = await screen.findByRole('article', { name: 'Comment by Aisha Khan' });
    expect(within(post).getByRole('link', { name: 'Sam Green' })).toHaveAttribute(
      'href',
      '/home/profileview/201',
    );
    await userEvent.setup().click(within(comment).getByRole('link', { name: 'Aisha Khan' }));
    expect(router.state.location.pathname).toBe('/home/profileview/202');
  });

  it('sends no empty comment; a comment and a reply appear, with HTML shown as text', async () => {
    await logInAs('premium@example.com');
    renderAt('/home/community/1/9003');
    const user = userEvent.setup();
    const comments = await screen.findByRole('region', { name: 'Comments' });
    const before = db.get().communityComments.length;

    // The comment box loads beside the comments.
    await user.click(await within(comments).findByRole('button', { name: 'Comment' }));
    expect(within(comments).getByRole('alert')).toHaveTextContent(EMPTY_COMMENT_MESSAGE);
    expect(db.get().communityComments).toHaveLength(before);

    await user.type(
      within(comments).getByLabelText('Write a comment'),
      '<b>So</b> in! #summershred',
    );
    await user.click(within(comments).getByRole('button', { name: 'Comment' }));
    const mine = await within(comments).findByRole('article', { name: 'Comment by Priya Premium' });
    expect(mine).toHaveTextContent('<b>So</b> in!');
    expect(mine.querySelector('b')).toBeNull();
    expect(db.get().communityComments.at(-1)).toMatchObject({
      post_id: 9003,
      user_id: 102,
      parent_id: 0,
      text: '<b>So</b> in! #summershred',
    });
    expect(screen.getByText('4 comments')).toBeInTheDocument();

    const aisha = within(comments).getByRole('article', { name: 'Comment by Aisha Khan' });
    await user.click(within(aisha).getByRole('button', { name: 'Reply' }));
    await user.type(await screen.findByLabelText('Reply to Aisha Khan'), 'See you Monday');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    const replies = await screen.findByRole('list', { name: 'Replies to Aisha Khan' });
    expect(within(replies).getByText('See you Monday')).toBeInTheDocument();
    expect(db.get().communityComments.at(-1)).toMatchObject({ parent_id: 9501, user_id: 102 });
  });
});

describe('/home/community/{id} composer', { timeout: 40_000 }, () => {
  it('sends no empty post and refuses a file of another type before upload', async () => {
    await logInAs('premium@example.com');
    renderAt('/home/community/1');
    const user = userEvent.setup({ applyAccept: false });
    await screen.findByRole('list', { name: 'Posts' });
    const before = db.get().communityPosts.length;
    // The composer is loaded after the feed's first render.
    await user.click(await screen.findByRole('button', { name: 'Post' }));
    expect(screen.getByRole('alert')).toHaveTextContent(EMPTY_POST_MESSAGE);
    expect(db.get().communityPosts).toHaveLength(before);

    await user.upload(
      screen.getByLabelText('Add photos or videos'),
      new File(['%PDF'], 'plan.pdf', { type: 'application/pdf' }),
    );
    expect(screen.getByText(MEDIA_TYPE_MESSAGE)).toHaveAttribute('role', 'alert');
    expect(screen.queryByRole('list', { name: 'Photos and videos to post' })).toBeNull();

    await user.type(screen.getByLabelText('Write a post'), 'Morning run done <i>x</i>');
    expect(screen.getByText('25 / 2000')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(db.get().communityPosts.at(-1)?.user_id).toBe(102));
    const mine = await screen.findByRole('article', { name: 'Post by Priya Premium' });
    expect(mine).toHaveTextContent('Morning run done <i>x</i>');
    expect(db.get().communityPosts.at(-1)).toMatchObject({
      community_id: 1,
      user_id: 102,
      text: 'Morning run done <i>x</i>',
    });
  });
});
