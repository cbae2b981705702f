import { isValidEmail } from '../../src/lib/validation/email';
import { db } from '../db/store';
import type { MockMagazineArticle } from '../db/magazineTables';
import { fail, memberRoute, ok, publicRoute, str } from './respond';

const NOT_FOUND = 'This article could not be found.';

function card(article: MockMagazineArticle) {
  const { content: _content, ...rest } = article;
  return rest;
}

/** An article by its id or its slug. */
function findArticle(key: unknown): MockMagazineArticle | undefined {
  const text = str(key).trim();
  const id = Number(text);
  return db
    .get()
    .magazineArticles.find((article) =>
      Number.isInteger(id) && id > 0 ? article.article_id === id : article.slug === text,
    );
}

const details = ({ body }: { body: Record<string, unknown> }) => {
  const article = findArticle(body.article);
  return article ? ok([article]) : fail(NOT_FOUND);
};

/** The magazine (spec 3 §7 "Magazine"): public frontend/ calls and the member's magazine/ variants. */
export const magazineHandlers = [
  publicRoute('get', 'frontend/magazines', () => {
    const data = db.get();
    return ok([{ issues: data.magazineIssues, categories: data.magazineCategories }]);
  }),
  publicRoute('post', 'frontend/magazine_cover', ({ body }) => {
    const issueId = Number(body.issue_id);
    const issue = db.get().magazineIssues.find((entry) => entry.issue_id === issueId);
    if (!issue) return fail('This issue could not be found.');
    return ok([
      {
        issue,
        articles: db
          .get()
          .magazineArticles.filter((article) => article.issue_id === issueId)
          .map(card),
      },
    ]);
  }),
  publicRoute('post', 'frontend/magazine_category', ({ body }) => {
    const slug = str(body.category);
    const category = db.get().magazineCategories.find((entry) => entry.slug === slug);
    if (!category) return fail('This category could not be found.');
    return ok([
      {
        category,
        articles: db
          .get()
          .magazineArticles.filter((article) => article.category === slug)
          .map(card),
      },
    ]);
  }),
  publicRoute('post', 'frontend/search_magazine_list', ({ body }) => {
    const search = str(body.search).trim().toLowerCase();
    if (!search) return ok([]);
    return ok(
      db
        .get()
        .magazineArticles.filter((article) => article.title.toLowerCase().includes(search))
        .map(card),
    );
  }),
  publicRoute('post', 'frontend/magazine_details', details),
  memberRoute('post', 'magazine/single', details),
  publicRoute('post', 'frontend/magazine_preview_mode_details', ({ body }) => {
    const previewId = Number(body.preview_id);
    const preview = db.get().magazinePreviews.find((entry) => entry.preview_id === previewId);
    return preview ? ok([preview]) : fail('This preview could not be found.');
  }),
  publicRoute('post', 'frontend/add_magazine_news_letter', ({ body }) => {
    const email = str(body.email).trim().toLowerCase();
    if (!isValidEmail(email)) return fail('please enter valid email id');
    db.update((data) => {
      if (!data.magazineNewsletter.includes(email)) data.magazineNewsletter.push(email);
    });
    return ok([], 'Thank you for subscribing.');
  }),
];
