import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import './dialog.css';

interface DialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Hide the visible title (it still names the dialog). */
  hideTitle?: boolean;
  size?: 'small' | 'medium' | 'large';
  closeLabel?: string;
}

interface OpenDialog {
  /** The backdrop: the dialog's outermost element. */
  root: HTMLElement;
  panel: HTMLElement;
  close: () => void;
  /** Where focus goes back to when this dialog closes. */
  returnTo: HTMLElement | null;
}

/**
 * The open dialogs, bottom first. Only the last (topmost) one answers Escape and keeps Tab
 * inside; everything around it is inert, the dialogs under it included.
 */
const openDialogs: OpenDialog[] = [];
/** The elements this module made inert: it only ever lifts its own. */
const madeInert = new Set<HTMLElement>();
let watcher: MutationObserver | null = null;

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
      if (
        target instanceof HTMLElement &&
        !openDialogs.some((dialog) => dialog.root.contains(target))
      )
        lastFocused = target;
    },
    true,
  );
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

const INITIAL_FOCUS =
  ':scope > .dialog__body :is(button:not([disabled]), [href], input, select, textarea)';
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
/** Live regions stay out of the inert background, so that their announcements are still read. */
const LIVE_REGION = '[aria-live], [role="status"], [role="alert"], [role="log"]';

function isOurPanel(element: Element): boolean {
  return openDialogs.some((dialog) => dialog.panel === element);
}

/** A modal that is not a Dialog (the payment provider's overlay) opened on top of ours. */
function foreignModal(element: Element): boolean {
  if (element.matches('[aria-modal="true"]') && !isOurPanel(element)) return true;
  return [...element.querySelectorAll('[aria-modal="true"]')].some((modal) => !isOurPanel(modal));
}

/**
 * Makes every element beside the topmost dialog's ancestors inert (its siblings, its parent's
 * siblings and so on up to <body>) and lifts what no longer needs it. The ancestors' children are
 * watched, so that content added behind an open dialog is made inert too.
 */
function updateBackground() {
  const top = openDialogs.at(-1);
  const wanted = new Set<HTMLElement>();
  const ancestors: Element[] = [];
  if (top) {
    let node: Element = top.root;
    while (node !== document.body && node !== document.documentElement && node.parentElement) {
      const parent: Element = node.parentElement;
      ancestors.push(parent);
      for (const sibling of parent.children) {
        if (sibling === node || !(sibling instanceof HTMLElement)) continue;
        if (sibling.matches(LIVE_REGION) || foreignModal(sibling)) continue;
        wanted.add(sibling);
      }
      node = parent;
    }
  }
  for (const element of madeInert) {
    if (wanted.has(element)) continue;
    element.removeAttribute('inert');
    madeInert.delete(element);
  }
  for (const element of wanted) {
    if (element.hasAttribute('inert')) continue;
    element.setAttribute('inert', '');
    madeInert.add(element);
  }
  watcher?.disconnect();
  if (!top) return;
  watcher ??= new MutationObserver(() => updateBackground());
  for (const ancestor of ancestors) watcher.observe(ancestor, { childList: true });
}

function isShown(element: HTMLElement): boolean {
  if (element.closest('[hidden], [inert]')) return false;
  // checkVisibility is missing in older browsers and in jsdom.
  return 'checkVisibility' in element
    ? element.checkVisibility({ visibilityProperty: true })
    : true;
}

/** The panel's Tab stops in document order; a named radio group is one stop. */
function tabStops(panel: HTMLElement): HTMLElement[] {
  const found = [...panel.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (element) => element.tabIndex >= 0 && isShown(element),
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

function initialFocus(panel: HTMLElement): HTMLElement {
  return (
    panel.querySelector<HTMLElement>('[data-autofocus]') ??
    panel.querySelector<HTMLElement>(INITIAL_FOCUS) ??
    panel
  );
}

/** Tab past the last stop goes to the first, Shift+Tab before the first goes to the last. */
function keepTabInside(panel: HTMLElement, event: KeyboardEvent) {
  const stops = tabStops(panel);
  const active = document.activeElement;
  if (stops.length === 0) {
    event.preventDefault();
    panel.focus();
    return;
  }
  const inside = active !== null && active !== panel && panel.contains(active);
  const precedes = (a: Element, b: Element) =>
    (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
  if (event.shiftKey) {
    if (inside && stops.some((stop) => precedes(stop, active))) return;
    event.preventDefault();
    stops.at(-1)?.focus();
  } else {
    if (inside && stops.some((stop) => precedes(active, stop))) return;
    event.preventDefault();
    stops[0]?.focus();
  }
}

function onKeyDown(event: KeyboardEvent) {
  const top = openDialogs.at(-1);
  if (!top || event.isComposing) return;
  // A foreign modal on top of the dialog (the payment overlay) handles its own keys.
  const active = document.activeElement;
  if (active && !top.panel.contains(active) && active.closest('[aria-modal="true"]')) return;
  if (event.key === 'Escape') {
    event.stopPropagation();
    top.close();
  } else if (event.key === 'Tab' && !event.altKey && !event.ctrlKey && !event.metaKey) {
    keepTabInside(top.panel, event);
  }
}

function register(entry: OpenDialog) {
  // Effects run child first: a dialog nested in another's markup may register before it, and
  // stays above it.
  const nested = openDialogs.findIndex((dialog) => entry.panel.contains(dialog.root));
  if (nested === -1) {
    openDialogs.push(entry);
  } else {
    openDialogs.splice(nested, 0, entry);
    const above = openDialogs[nested + 1];
    if (above) {
      entry.returnTo = above.returnTo;
      above.returnTo = null;
    }
  }
  if (openDialogs.length === 1) document.addEventListener('keydown', onKeyDown);
  updateBackground();
  if (openDialogs.at(-1) === entry) initialFocus(entry.panel).focus();
}

function unregister(entry: OpenDialog) {
  const index = openDialogs.indexOf(entry);
  if (index === -1) return;
  const wasTop = index === openDialogs.length - 1;
  openDialogs.splice(index, 1);
  if (!wasTop) {
    // The dialog above takes over the way back if its own one goes away with this dialog.
    const above = openDialogs[index];
    if (above && (!above.returnTo || entry.root.contains(above.returnTo)))
      above.returnTo = entry.returnTo;
  }
  if (openDialogs.length === 0) document.removeEventListener('keydown', onKeyDown);
  updateBackground();
  if (!wasTop) return;
  const target = entry.returnTo;
  const top = openDialogs.at(-1);
  if (target?.isConnected && !entry.root.contains(target) && !target.closest('[inert]')) {
    focusOrHeading(target);
  } else if (top) {
    initialFocus(top.panel).focus();
  }
}

/**
 * A modal dialog: role dialog named by its title. Focus moves inside on open, Tab and Shift+Tab
 * cycle inside it and the page behind is inert; Escape closes it and focus goes back to the
 * element that opened it. Dialogs stack: only the topmost one answers Escape and traps focus.
 */
export function Dialog({
  title,
  onClose,
  children,
  hideTitle,
  size = 'small',
  closeLabel = 'Close',
}: DialogProps) {
  const titleId = useId();
  const backdrop = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });

  // A layout effect: the dialog joins the stack (and the page behind turns inert) before paint.
  useLayoutEffect(() => {
    if (!backdrop.current || !panel.current) return;
    const active = document.activeElement;
    const entry: OpenDialog = {
      root: backdrop.current,
      panel: panel.current,
      close: () => onCloseRef.current(),
      returnTo:
        active instanceof HTMLElement && active !== document.body
          ? active
          : lastFocused?.isConnected
            ? lastFocused
            : null,
    };
    register(entry);
    return () => unregister(entry);
  }, []);

  return (
    <div ref={backdrop} className="dialog-backdrop">
      <div
        ref={panel}
        className={`dialog dialog--${size}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className="dialog__header">
          <h2 id={titleId} className={hideTitle ? 'visually-hidden' : 'dialog__title'}>
            {title}
          </h2>
          <button type="button" className="dialog__close" aria-label={closeLabel} onClick={onClose}>
            ×
          </button>
        </div>
        <div className="dialog__body">{children}</div>
      </div>
    </div>
  );
}
