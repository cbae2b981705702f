/**
 * Keeps the keyboard focus on the page when the control that has it goes away (WCAG 2.2, 2.4.3):
 * a row removed with its Remove button, a post hidden, a form swapped for its next step, a button
 * disabled while it works. The browser would leave the focus on the page's body, and the next Tab
 * would start again from the top. Instead the focus goes to the nearest control still there,
 * inside the closest part of the page that remains: the next row's control, the list's heading
 * or the form's next field. A screen that moves the focus itself (a dialog, a confirmation) does
 * so after this and wins.
 */
const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'summary',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

const shown = (element: Element) => element.getClientRects().length > 0;

/**
 * The control a rescue took the focus from, by the control it gave it to. A button disabled while
 * it works is where the member was: a dialog raised meanwhile (the failed login's alert) gives
 * the focus back there, not to the neighbour that held it for a moment (lib/modal).
 */
export const focusRescuedFrom = new WeakMap<HTMLElement, HTMLElement>();

/** The first control in `area` after `mark` in document order, else the last one before it. */
function nearestControl(area: Element, mark: Node | null): HTMLElement | null {
  const controls = [...area.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(shown);
  if (!controls.length) return null;
  if (!mark?.isConnected) return controls[0] ?? null;
  const after = controls.find(
    (control) => mark.compareDocumentPosition(control) & Node.DOCUMENT_POSITION_FOLLOWING,
  );
  return after ?? controls.at(-1) ?? null;
}

export function keepFocusOnThePage(doc: Document = document): () => void {
  // Where the focus was: the control, the parts of the screen around it (inside #main: a whole
  // new screen, a closed dialog or menu put the focus where they mean to), and a node just before
  // it (its previous sibling or parent), which says where "next" starts once it has gone.
  let focused: HTMLElement | null = null;
  let around: Element[] = [];
  let before: Node | null = null;
  // The address then: a new screen (another address) puts its focus itself (RouteFocus).
  let address = '';

  const remember = (event: FocusEvent) => {
    const target = event.target;
    if (!(target instanceof HTMLElement) || target === doc.body) return;
    // The member moved on from where a rescue put the focus: that rescue is over.
    if (focused && focused !== target) focusRescuedFrom.delete(focused);
    const main = doc.getElementById('main');
    focused = target;
    around = [];
    for (let node = target.parentElement; node && node !== main; node = node.parentElement) {
      if (!main?.contains(node)) {
        around = [];
        break;
      }
      around.push(node);
    }
    before = target.previousSibling ?? target.parentNode;
    address = doc.location.href;
  };

  const rescue = () => {
    const active = doc.activeElement;
    if (active && active !== doc.body) return;
    if (!focused || (focused.isConnected && !focused.matches(':disabled'))) return;
    const gone = focused;
    focused = null;
    if (doc.location.href !== address) return;
    for (const area of around) {
      if (!area.isConnected) continue;
      const control = nearestControl(area, gone.isConnected ? gone : before);
      if (control) {
        if (gone.isConnected) focusRescuedFrom.set(control, gone);
        control.focus();
        return;
      }
    }
  };

  // The focus left its control for the page. Either the member put it there (a press on the
  // page: nothing to keep), or the control went away or was disabled. Chromium lets go of a
  // disabled control only at its next rendering update, after the mutation was seen and the
  // control still had the focus: the rescue runs then.
  const left = (event: FocusEvent) => {
    const target = event.target;
    if (target !== focused || !(target instanceof HTMLElement)) return;
    queueMicrotask(() => {
      if (doc.activeElement !== doc.body) return;
      if (target.isConnected && !target.matches(':disabled')) focused = null;
      else rescue();
    });
  };

  const observer = new MutationObserver(rescue);
  observer.observe(doc.body, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['disabled'],
  });
  doc.addEventListener('focusin', remember);
  doc.addEventListener('focusout', left);
  return () => {
    observer.disconnect();
    doc.removeEventListener('focusin', remember);
    doc.removeEventListener('focusout', left);
  };
}
