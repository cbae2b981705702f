/**
 * Native modal dialogs (`<dialog>` and `showModal()`), shared by ui/Dialog and the payment
 * steps' overlay. The browser does the hard part: the top layer, the inert page behind the
 * topmost dialog, Escape sent to it alone as a `cancel` event. What stays here is what the
 * browser leaves to the page: the order of dialogs nested in each other's markup, where focus
 * starts, Tab going round the dialog's own controls (the browser would leave it for its own
 * toolbar after the last one), and where focus goes back to.
 */

import { onAppRestart } from './appRestart';
import { focusRescuedFrom } from './focusRescue';

/** The modal dialogs open now, bottom first (the order they were shown in). */
const shown: HTMLDialogElement[] = [];

/**
 * The last control focused outside the dialogs. A dialog raised after focus was lost (the Log in
 * button turns disabled while it waits, and the browser drops its focus) gives focus back there.
 */
let lastFocused: HTMLElement | null = null;
onAppRestart(() => {
  lastFocused = null;
  shown.length = 0;
});
if (typeof document !== 'undefined') {
  document.addEventListener(
    'focusin',
    (event) => {
      const target = event.target;
      if (!(target instanceof HTMLElement) || target.closest('dialog[open]')) return;
      const rescuedFrom = focusRescuedFrom.get(target);
      lastFocused = rescuedFrom?.isConnected ? rescuedFrom : target;
    },
    true,
  );
}

function forget(dialog: HTMLDialogElement) {
  const index = shown.indexOf(dialog);
  if (index === -1) return;
  shown.splice(index, 1);
  if (shown.length === 0) document.removeEventListener('keydown', keepTabInside);
}

/** The topmost modal dialog still open, if any. */
export function topModal(): HTMLDialogElement | null {
  for (let index = shown.length - 1; index >= 0; index -= 1) {
    const dialog = shown[index];
    if (dialog?.open && dialog.isConnected) return dialog;
  }
  return null;
}

/** Where focus should go back to when a dialog opened now closes. */
export function focusBeforeOpen(): HTMLElement | null {
  const active = document.activeElement;
  if (active instanceof HTMLElement && active !== document.body) {
    // Held for a moment by a neighbour while its button works: back to the button.
    const rescuedFrom = focusRescuedFrom.get(active);
    return rescuedFrom?.isConnected ? rescuedFrom : active;
  }
  return lastFocused?.isConnected ? lastFocused : null;
}

const FIRST_CONTROL =
  ':scope > .dialog__body :is(button:not([disabled]), [href], input, select, textarea)';

/** A dialog's first stop: a control marked data-autofocus, else the body's first control. */
function initialFocus(dialog: HTMLDialogElement): HTMLElement {
  return (
    dialog.querySelector<HTMLElement>('[data-autofocus]') ??
    dialog.querySelector<HTMLElement>(FIRST_CONTROL) ??
    dialog
  );
}

const TABBABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  'summary',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(', ');

function isShown(element: HTMLElement): boolean {
  if (element.closest('[hidden], [inert]')) return false;
  // checkVisibility is missing in older browsers and in jsdom.
  return 'checkVisibility' in element
    ? element.checkVisibility({ visibilityProperty: true })
    : true;
}

/** The dialog's Tab stops in document order (a dialog nested in it excluded); a named radio group is one stop. */
function tabStops(dialog: HTMLDialogElement): HTMLElement[] {
  const found = [...dialog.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (element) => element.tabIndex >= 0 && element.closest('dialog') === dialog && isShown(element),
  );
  const isRadio = (element: Element): element is HTMLInputElement =>
    element instanceof HTMLInputElement && element.type === 'radio' && element.name !== '';
  return found.filter((element) => {
    if (!isRadio(element)) return true;
    const group = found.filter(
      (other) => isRadio(other) && other.name === element.name && other.form === element.form,
    ) as HTMLInputElement[];
    return element === (group.find((radio) => radio.checked) ?? group[0]);
  });
}

/** Tab past the last stop goes to the first, Shift+Tab before the first goes to the last. */
function keepTabInside(event: KeyboardEvent) {
  if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
  const dialog = topModal();
  if (!dialog) return;
  const stops = tabStops(dialog);
  const first = stops[0];
  const last = stops.at(-1);
  const active = document.activeElement;
  const inside = active instanceof HTMLElement && dialog.contains(active) && active !== dialog;
  if (!first || !last) {
    event.preventDefault();
    dialog.focus();
  } else if (event.shiftKey && (!inside || active === first)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (!inside || active === last)) {
    event.preventDefault();
    first.focus();
  }
}

function show(dialog: HTMLDialogElement) {
  if (dialog.open) return;
  dialog.showModal();
  forget(dialog);
  shown.push(dialog);
  if (shown.length === 1) document.addEventListener('keydown', keepTabInside);
}

/**
 * Opens a modal dialog on top of the others. React runs effects child first, so a dialog nested
 * in another's markup mounts before it: it waits, and the outer one shows it once it is open
 * itself, so the inner one stays on top.
 */
export function showModalInOrder(dialog: HTMLDialogElement) {
  const outer = dialog.parentElement?.closest<HTMLDialogElement>('dialog[data-modal]');
  if (outer && !outer.open) return;
  show(dialog);
  for (const inner of dialog.querySelectorAll<HTMLDialogElement>('dialog[data-modal]')) show(inner);
  const top = topModal();
  if (top) initialFocus(top).focus();
}

/** Closes a dialog and the dialogs nested in it, innermost first. */
export function closeModal(dialog: HTMLDialogElement) {
  const nested = [...dialog.querySelectorAll<HTMLDialogElement>('dialog[open]')].reverse();
  for (const inner of [...nested, dialog]) {
    forget(inner);
    if (inner.open) inner.close();
  }
}

/** Focus goes to the target, or, when it cannot take it, to the page's heading. */
function focusOrHeading(target: HTMLElement) {
  target.focus();
  if (document.activeElement === target) return;
  const heading = document.querySelector<HTMLElement>('main h1');
  if (!heading) return;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
}

/**
 * After a dialog closed: focus goes back to the element that opened it when that is still there
 * and not behind another dialog; otherwise to the first stop of the dialog now on top. When what
 * opened it has left the page (a chat flagged out of a filtered list) and focus was lost with
 * it, the page's heading takes it, so the keyboard goes on from the page, not from its top.
 */
export function focusAfterClose(dialog: HTMLDialogElement, returnTo: HTMLElement | null) {
  const top = topModal();
  const usable =
    returnTo?.isConnected &&
    !dialog.contains(returnTo) &&
    !returnTo.closest('dialog:not([open])') &&
    (!top || top.contains(returnTo));
  if (returnTo && usable) focusOrHeading(returnTo);
  else if (top) initialFocus(top).focus();
  else if (returnTo && !returnTo.isConnected && focusLost(dialog)) focusOrHeading(returnTo);
}

/** Focus is nowhere, or still in the dialog that is closing. */
function focusLost(dialog: HTMLDialogElement): boolean {
  const active = document.activeElement;
  return !active || active === document.body || !active.isConnected || dialog.contains(active);
}
