/** The five-step onboarding tour (spec 1 §2, §9): each step points at a header control. */
export interface TourStep {
  title: string;
  text: string;
  /** CSS selectors of the element the step points at, first match wins. */
  anchors: string[];
}

export const TOUR_STEPS: [TourStep, ...TourStep[]] = [
  {
    title: 'Your pinned page',
    text: 'Pin a programme to make it your start page. Tap the pin again to unpin it.',
    anchors: [
      '[data-tour="pin"]',
      'button[aria-label="Pin this page as my start page"]',
      'button[aria-label="Unpin this page"]',
    ],
  },
  {
    title: 'Your inbox',
    text: 'Messages from your coaches, friends and groups arrive here.',
    // The header's message icon; the Chats link of a menu only where there is no icon.
    anchors: ['a[href="/home/chatlist"][aria-label^="Messages"]', 'a[href="/home/chatlist"]'],
  },
  {
    title: 'Programme filter',
    text: 'On workout and programme pages, filter videos by type, duration and equipment.',
    anchors: ['[data-tour="filter"]', '[data-tour="search"]'],
  },
  {
    title: 'Notifications',
    text: 'New posts in the communities you follow and new resources show up here.',
    anchors: ['.notification-bell button'],
  },
  {
    title: 'Your account',
    text: 'Your profile, membership and log out are in this menu.',
    anchors: ['summary[aria-label="Account menu"]'],
  },
];

/** Whether an element is on the screen (not hidden, not display: none as a menu is on a phone). */
function onScreen(element: HTMLElement): boolean {
  if (element.closest('[hidden], [inert]')) return false;
  // checkVisibility is missing in jsdom; a browser also answers for display: none on a phone.
  return typeof element.checkVisibility === 'function' ? element.checkVisibility() : true;
}

/**
 * The control a step points at: the first one on the screen, in the order of its selectors. A
 * hidden match (the desktop menu's Chats link on a phone) is passed over for a shown one.
 */
export function findAnchor(step: TourStep, root: ParentNode = document): HTMLElement | null {
  for (const selector of step.anchors) {
    for (const element of root.querySelectorAll<HTMLElement>(selector)) {
      if (onScreen(element)) return element;
    }
  }
  return null;
}
