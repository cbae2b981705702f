import { isValidEmail } from '../../src/lib/validation/email';
import { db } from '../db/store';
import { BLOG_CATEGORIES, type MockBlogPost } from '../db/blogTables';
import { fail, memberRoute, ok, publicRoute, str } from './respond';
import { purchaseLock } from './oneTime';
import type { MockUser } from '../db/users';

export const BLOG_PAGE_SIZE = 6;
const NOT_FOUND = 'This article could not be found.';

function card(post: MockBlogPost) {
  const { content: _content, ...rest } = post;
  return rest;
}

function details(post: MockBlogPost, user: MockUser | null) {
  // Sold separately and not bought: the summary only, with the price (a visitor logs in to buy).
  const lock = purchaseLock(user, 'blog', post.blog_id);
  if (lock) return { ...post, content: `<p>${post.summary}</p>`, is_favourite: 0, ...lock };
  return {
    ...post,
    access: 1,
    access_reason: '',
    is_favourite:
      user && db.get().blogFavourites.includes(`${user.user_id}:${post.blog_id}`) ? 1 : 0,
  };
}

function findPost(body: Record<string, unknown>) {
  const id = Number(body.blog_id);
  return db.get().blogPosts.find((post) => post.blog_id === id);
}

/** Blogs (spec 3 §7 "Events, retreats, content"): public frontend/ calls and the member's blogs/ calls. */
export const blogHandlers = [
  publicRoute('post', 'frontend/blogs', ({ body }) => {
    const page = Math.max(1, Number(body.page) || 1);
    const category = str(body.category);
    const search = str(body.search).trim().toLowerCase();
    const matches = db
      .get()
      .blogPosts.filter((post) => !category || post.category === category)
      .filter((post) => !search || `${post.title} ${post.summary}`.toLowerCase().includes(search));
    const start = (page - 1) * BLOG_PAGE_SIZE;
    return ok([
      {
        posts: matches.slice(start, start + BLOG_PAGE_SIZE).map(card),
        categories: [...BLOG_CATEGORIES],
        currentPage: page,
        hasNextPage: start + BLOG_PAGE_SIZE < matches.length,
        total: matches.length,
      },
    ]);
  }),
  publicRoute('post', 'frontend/blog_details', ({ body }) => {
    const post = findPost(body);
    return post ? ok([details(post, null)]) : fail(NOT_FOUND);
  }),
  memberRoute('post', 'blogs/single', ({ body, user }) => {
    const post = findPost(body);
    return post ? ok([details(post, user)]) : fail(NOT_FOUND);
  }),
  memberRoute('post', 'blogs/add_to_favorites', ({ body, user }) => {
    const post = findPost(body);
    if (!post) return fail(NOT_FOUND);
    const key = `${user.user_id}:${post.blog_id}`;
    let favourite = 0;
    db.update((data) => {
      if (data.blogFavourites.includes(key))
        data.blogFavourites = data.blogFavourites.filter((entry) => entry !== key);
      else {
        data.blogFavourites.push(key);
        favourite = 1;
      }
    });
    return ok(
      [{ is_favourite: favourite }],
      favourite ? 'Added to your favourites.' : 'Removed from your favourites.',
    );
  }),
  publicRoute('post', 'frontend/add_blogs_news_letter', ({ body }) => {
    const email = str(body.email).trim().toLowerCase();
    if (!isValidEmail(email)) return fail('please enter valid email id');
    db.update((data) => {
      if (!data.blogNewsletter.includes(email)) data.blogNewsletter.push(email);
    });
    return ok([], 'Thank you for subscribing.');
  }),
];
