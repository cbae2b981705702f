import { findAnchor, type TourStep } from './steps';

/**
 * What counts as something the member has open: a dialog (ours, native or a provider's), the
 * notification drawer (a non-modal dialog), the account menu (<details>) or a menu button's list.
 * The tour's own card is left out.
 */
export const OPEN_UI_SELECTOR = [
  'dialog[open]',
  '[role="dialog"]:not(.tour)',
  '[role="alertdialog"]',
  '[aria-modal="true"]',
  'details[open]',
  '[role="menu"]',
  '[aria-haspopup]:not([aria-haspopup="false"])[aria-expanded="true"]',
].join(', ');

/** True while a dialog, drawer or menu is open: the tour waits and stays out of the way. */
export function screenBusy(root: ParentNode): boolean {
  return root.querySelector(OPEN_UI_SELECTOR) !== null;
}

/** The steps whose control is on the screen now; a step pointing at nothing is skipped. */
export function presentSteps(steps: TourStep[], root: ParentNode): TourStep[] {
  return steps.filter((step) => findAnchor(step, root) !== null);
}
