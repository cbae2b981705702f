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
    anchors: ['a[href="/home/chatlist"]'],
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

export function findAnchor(step: TourStep, root: ParentNode = document): HTMLElement | null {
  for (const selector of step.anchors) {
    const element = root.querySelector<HTMLElement>(selector);
    if (element) return element;
  }
  return null;
}
