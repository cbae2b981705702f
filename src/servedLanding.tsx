/**
 * The entry of a served landing page (scripts/prerender.mjs, src/prerender/bootScript.ts): once
 * the page has painted and the browser is idle, or at the visitor's first tap or key, React takes
 * over the served markup with the landing page alone: no router, no store, no http layer until a
 * form is sent. Links are plain links; a page load of any other address starts the app.
 */
import { ServedLanding } from '@/features/landing/components/ServedLanding';
import { providePriceCards } from '@/features/landing/prices';
import { loadServedLandingData } from '@/features/landing/served';
import { takeOverServedPage } from '@/app/served/takeOver';

async function takeOver(container: HTMLElement): Promise<void> {
  const data = await loadServedLandingData();
  if (data) providePriceCards(data.prices);
  await takeOverServedPage(
    container,
    data ? <ServedLanding config={data.config} pathname={data.pathname} /> : null,
  );
}

const container = document.getElementById('root');
if (container) void takeOver(container);
