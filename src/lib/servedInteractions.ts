/**
 * Taps and sends made on a served page before its code ran (src/prerender/bootScript.ts): the
 * boot script holds a click on a button or a form's submit, asks for the code at once, and the
 * page does what was asked once React has taken it over. Links need no holding: they are plain
 * links and work before any JavaScript.
 */
export interface ServedInteractions {
  /** Stops holding interactions and hands over the buttons and forms held, in order. */
  release(): Element[];
}

declare global {
  interface Window {
    __rwlServed?: ServedInteractions;
  }
}

/** The window property the boot script sets (kept here so both sides name it once). */
export const SERVED_INTERACTIONS = '__rwlServed';

type TextField = HTMLInputElement | HTMLTextAreaElement;

/** What the visitor typed or ticked in the served page's fields before its code ran. */
let typed: { field: TextField; value: string; checked: boolean }[] = [];

const TICKED = ['checkbox', 'radio'];

/**
 * Called right before React takes the served markup over: the fields the visitor has filled in
 * or ticked, as React would draw them again from its own (empty) state.
 */
export function keepServedFields(container: HTMLElement): void {
  typed = [...container.querySelectorAll<TextField>('input, textarea')]
    .filter((field) =>
      TICKED.includes(field.type)
        ? (field as HTMLInputElement).checked !== (field as HTMLInputElement).defaultChecked
        : !['hidden', 'file'].includes(field.type) && field.value !== field.defaultValue,
    )
    .map((field) => ({
      field,
      value: field.value,
      checked: field instanceof HTMLInputElement && field.checked,
    }));
}

/** Gives React what the visitor entered before the takeover, as if typed now. */
function restoreServedFields(): void {
  for (const { field, value, checked } of typed) {
    if (!field.isConnected) continue;
    // React took the field over with the visitor's value in it and its own state empty, and
    // counts the value as already seen. It is set to the other value React's way, then to the
    // visitor's with the prototype's setter (which React does not see), and announced: React
    // now takes it for the visitor's input.
    if (field instanceof HTMLInputElement && TICKED.includes(field.type)) {
      field.checked = !checked;
      field.click();
      continue;
    }
    field.value = '';
    const prototype = Object.getPrototypeOf(field) as TextField;
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
  typed = [];
}

/**
 * Called once React has taken the served page over: what the visitor typed reaches React, then
 * the held buttons are pressed and the held forms sent, in the order the visitor used them.
 */
export function replayServedInteractions(): void {
  const served = window[SERVED_INTERACTIONS];
  if (!served) return;
  delete window[SERVED_INTERACTIONS];
  const held = served.release();
  restoreServedFields();
  if (!held.length) return;
  window.setTimeout(() => {
    for (const element of held) {
      if (!element.isConnected) continue;
      if (element instanceof HTMLFormElement) element.requestSubmit();
      else if (element instanceof HTMLElement) element.click();
    }
  }, 0);
}
