import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn } from './support';
import { quietShell } from './shell-support';

/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
    }));
}

const SCREENS = [
  { path: '/home/graph', ready: (page: Page) => page.getByRole('table', { name: /Your numbers/ }) },
  { path: '/home/timeline', ready: (page: Page) => page.getByRole('list', { name: 'My history' }) },
  {
    path: '/home/caloriescalculator',
    ready: (page: Page) => page.getByRole('button', { name: 'Calculate' }),
  },
];

test.use({ viewport: { width: 320, height: 720 } });

test('progress screens at 320 px: no serious axe violation and no horizontal scroll', async ({
  page,
}) => {
  await quietShell(page);
  await signIn(page, 'premium@example.com');
  for (const screen of SCREENS) {
    await page.goto(screen.path);
    await expect(screen.ready(page)).toBeVisible();
    expect(await seriousViolations(page), screen.path).toEqual([]);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, screen.path).toBeLessThanOrEqual(0);
  }
});
