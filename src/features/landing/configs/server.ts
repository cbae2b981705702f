/**
 * A landing page the app has no config for comes from the server (frontend/landing_page_details).
 * Loaded only on the catch-all, so the http layer and zod never weigh on the configured pages.
 */
import * as z from 'zod/mini';
import type { LandingConfig } from '../model';
import { loadSanitizer } from '@/lib/sanitize/sanitizeHtml';
import { buildLandingConfig } from './base';

const detailsSchema = z.object({
  slug: z.string(),
  page_id: z.optional(z.union([z.number(), z.string()])),
  title: z.string(),
  sub_title: z.optional(z.string()),
  title_list: z.optional(z.array(z.string())),
  btn_txt: z.optional(z.string()),
  btn_url: z.optional(z.string()),
  image: z.optional(z.string()),
  parentClass: z.optional(z.string()),
  layout: z.optional(z.enum(['a', 'b'])),
  description_html: z.optional(z.string()),
  show_prices: z.optional(z.boolean()),
});

export type ServerPageResult =
  { kind: 'found'; config: LandingConfig } | { kind: 'missing'; message: string };

export function configFromDetails(details: z.infer<typeof detailsSchema>): LandingConfig {
  return buildLandingConfig(
    {
      slug: details.slug,
      title: details.title,
      points: details.title_list ?? [],
      subTitle: details.sub_title,
      target: details.btn_url ?? '/reg1',
      btnTxt: details.btn_txt,
      image: details.image,
      layout: details.layout,
      parentClass: details.parentClass,
    },
    {
      parentId: details.page_id === undefined ? undefined : `landing-page-${details.page_id}`,
      descriptionHtml: details.description_html,
      ...(details.show_prices ? {} : { prices: undefined }),
    },
  );
}

/**
 * The page from the server, or 'missing' when the server has none: an answer with no page, or a
 * 404 (with the server's message). Any other failure rejects.
 */
export async function fetchServerPage(slug: string): Promise<ServerPageResult> {
  const [{ apiRequest }, { ApiError }] = await Promise.all([
    import('@/lib/api/request'),
    import('@/lib/http'),
  ]);
  try {
    const { data } = await apiRequest({
      url: 'frontend/landing_page_details',
      method: 'POST',
      body: { slug },
      auth: 'none',
      schema: z.array(detailsSchema),
    });
    const [details] = data;
    if (!details) return { kind: 'missing', message: '' };
    // The page's HTML shows in its first render, without popping in and pushing the page down.
    if (details.description_html) await loadSanitizer();
    return { kind: 'found', config: configFromDetails(details) };
  } catch (error) {
    // Only the server saying it has no such page is "not found"; a failure (an outage, a refusal
    // at status 0) is a failure the visitor can try again.
    if (error instanceof ApiError && error.httpStatus === 404)
      return { kind: 'missing', message: error.message };
    throw error;
  }
}
