import { afterEach, describe, expect, it } from 'vitest';
import { presentSteps, screenBusy } from './model';
import { findAnchor, TOUR_STEPS } from './steps';

afterEach(() => {
  document.body.innerHTML = '';
});

function page(html: string): HTMLElement {
  document.body.innerHTML = html;
  return document.body;
}

describe('screenBusy', () => {
  it('is false on a plain page and with the tour card alone', () => {
    expect(
      screenBusy(page('<main><h1>Hello</h1><button aria-expanded="true">FAQ</button></main>')),
    ).toBe(false);
    expect(screenBusy(page('<div class="tour" role="dialog">Step 1 of 5</div>'))).toBe(false);
  });

  it('is true while a dialog, the drawer, the account menu or a menu is open', () => {
    expect(screenBusy(page('<div role="dialog" aria-label="Notifications"></div>'))).toBe(true);
    expect(screenBusy(page('<dialog open><p>Alert</p></dialog>'))).toBe(true);
    expect(screenBusy(page('<div aria-modal="true" role="dialog"></div>'))).toBe(true);
    expect(screenBusy(page('<details open><summary>Account menu</summary></details>'))).toBe(true);
    expect(
      screenBusy(page('<button aria-haspopup="menu" aria-expanded="true">Filter</button>')),
    ).toBe(true);
    expect(screenBusy(page('<details><summary>Account menu</summary></details>'))).toBe(false);
  });
});

describe('presentSteps', () => {
  it('keeps only the steps whose control is on the screen, in order', () => {
    const root = page(`
      <a href="/home/chatlist">Messages</a>
      <div class="notification-bell"><button>Notifications</button></div>
      <button data-tour="filter" hidden>Filter</button>
      <details><summary aria-label="Account menu">PM</summary></details>`);
    expect(presentSteps(TOUR_STEPS, root).map((step) => step.title)).toEqual([
      'Your inbox',
      'Notifications',
      'Your account',
    ]);
  });

  it("points the inbox step at the header's Messages icon, past a hidden Chats link", () => {
    const root = page(`
      <nav hidden><a href="/home/chatlist">Chats</a></nav>
      <a href="/home/chatlist" aria-label="Messages, 3 unread">✉</a>`);
    expect(presentSteps(TOUR_STEPS, root).map((step) => step.title)).toEqual(['Your inbox']);
    const inbox = TOUR_STEPS.find((step) => step.title === 'Your inbox');
    if (!inbox) throw new Error('no inbox step');
    expect(findAnchor(inbox, root)).toHaveAccessibleName('Messages, 3 unread');
  });

  it('is empty when no control is there', () => {
    expect(presentSteps(TOUR_STEPS, page('<main></main>'))).toEqual([]);
  });
});
