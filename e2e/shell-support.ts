import type { Page } from '@playwright/test';

/** Shell journeys start with the tour done and a consent decision, unless they test those. */
export async function quietShell(
  page: Page,
  options: { tour?: boolean; consent?: boolean } = {},
): Promise<void> {
  if (!options.tour) {
    await page.addInitScript(() => window.localStorage.setItem('onboarding_tour_done', '1'));
  }
  if (!options.consent) {
    await page
      .context()
      .addCookies([
        { name: 'cookie_consent_user_accepted', value: 'false', url: 'http://127.0.0.1' },
      ]);
  }
}
