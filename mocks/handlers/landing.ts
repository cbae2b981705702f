/** Mock REST handlers of the landing area: newsletter sign-ups and server-only landing pages. */
import { isValidEmail } from '../../src/lib/validation/email';
import { db } from '../db/store';
import { MAILING_LISTS } from '../db/landingTables';
import { fail, ok, publicRoute, str } from './respond';

export const ALREADY_SUBSCRIBED = 'This email address is already on our list.';
export const PAGE_NOT_FOUND = 'Landing page not found.';

const PAYLOAD_KEYS = new Set(['name', 'email', 'list_id', 'slug']);

export const landingHandlers = [
  /** Email sign-up: name, email, list_id (161; 185/186 retreats), slug and any tracking parameters. */
  publicRoute('post', 'frontend/add_news_letter', ({ body }) => {
    const name = str(body.name).trim();
    const email = str(body.email).trim().toLowerCase();
    const listId = Number(body.list_id);
    if (!name || !email) return fail('Please enter your name and email.');
    if (!isValidEmail(email)) return fail('please enter valid email id');
    if (!MAILING_LISTS.includes(listId)) return fail('Unknown mailing list.');
    const taken = db
      .get()
      .newsletterSignups.some((entry) => entry.email === email && entry.list_id === listId);
    if (taken) return fail(ALREADY_SUBSCRIBED);
    const tracking = Object.fromEntries(
      Object.entries(body)
        .filter(([key]) => !PAYLOAD_KEYS.has(key))
        .map(([key, value]) => [key, str(value)]),
    );
    db.update((data) => {
      data.newsletterSignups.push({
        name,
        email,
        list_id: listId,
        slug: str(body.slug),
        tracking,
        at: new Date().toISOString(),
      });
    });
    return ok([], 'Thank you for subscribing.');
  }),

  /** A page by slug or page id; otherwise a 404 with status 0 and 'Landing page not found.'. */
  publicRoute('post', 'frontend/landing_page_details', ({ body }) => {
    const wanted = str(body.slug ?? body.page_id)
      .trim()
      .toLowerCase();
    const page = db
      .get()
      .serverLandingPages.find(
        (entry) => entry.slug === wanted || String(entry.page_id) === wanted,
      );
    return page ? ok([page]) : fail(PAGE_NOT_FOUND, 404);
  }),

  /** The slugs of the server's landing pages. */
  publicRoute('get', 'frontend/all_landing_pages', () =>
    ok(db.get().serverLandingPages.map(({ page_id, slug, title }) => ({ page_id, slug, title }))),
  ),
];
