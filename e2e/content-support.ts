import type { Page } from '@playwright/test';
import { memberLogIn } from './plans-support';

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };
export const VIEWPORTS = [
  { name: 'desktop', viewport: DESKTOP },
  { name: 'phone', viewport: PHONE },
] as const;

/** Signs in with the tour done and the cookie choice made (plans-support's memberLogIn). */
export const member = memberLogIn;

/** The main navigation for the viewport: the groups in the header on a desktop, the tab bar on a phone. */
export function mainNav(page: Page, phone: boolean) {
  return page.getByRole('navigation', { name: phone ? 'Main (phone)' : 'Main', exact: true });
}

/** The second level: the screens of the group the member is in ("Workouts", "Food", ...). */
export function subNav(page: Page, group: string) {
  return page.getByRole('navigation', { name: `In ${group}`, exact: true });
}

/** Bodies of the calls whose path contains `part`, as the mock server received them. */
export function callsTo(page: Page, part: string): Record<string, unknown>[] {
  const found: Record<string, unknown>[] = [];
  page.on('request', (request) => {
    if (request.url().includes(part))
      found.push((request.postDataJSON() as Record<string, unknown> | null) ?? {});
  });
  return found;
}
