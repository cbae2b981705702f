/**
 * Native modal dialogs (`<dialog>` and `showModal()`), shared by ui/Dialog and the payment
 * steps' overlay. The browser does the hard part: the top layer, the inert page behind the
 * topmost dialog, focus kept inside it, Escape sent to it alone as a `cancel` event. What stays
 * here is what the browser leaves to the page: the order of dialogs nested in each other's
 * markup, where focus starts, and where it goes back to.
 */

/** The modal dialogs open now, bottom first (the order they were shown in). */
const shown: HTMLDialogElement[] = [];

/**
 * The last control focused outside the dialogs. A dialog raised after focus was lost (the Log in
 * button turns disabled while it waits, and the browser drops its focus) gives focus back there.
 */
let lastFocused: HTMLElement | null = null;
if (typeof document !== 'undefined') {
  document.addEventListener(
    'focusin',
    (event) => {
      const target = event.target;
      if (target instanceof HTMLElement && !target.closest('dialog[open]')) lastFocused = target;
    },
    true,
  );
}

function forget(dialog: HTMLDialogElement) {
  const index = shown.indexOf(dialog);
  if (index !== -1) shown.splice(index, 1);
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
  if (active instanceof HTMLElement && active !== document.body) return active;
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

function show(dialog: HTMLDialogElement) {
  if (dialog.open) return;
  dialog.showModal();
  forget(dialog);
  shown.push(dialog);
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
 * and not behind another dialog; otherwise to the first stop of the dialog now on top.
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
}
