import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepFocusOnThePage } from './focusRescue';

let stop: () => void = () => undefined;
beforeEach(() => {
  // jsdom lays nothing out: a connected element that is not hidden gets a box, as on a screen.
  vi.spyOn(Element.prototype, 'getClientRects').mockImplementation(function (this: Element) {
    const shown = this.isConnected && !this.closest('[hidden]');
    return (shown ? [new DOMRect(0, 0, 10, 10)] : []) as unknown as DOMRectList;
  });
});
afterEach(() => {
  stop();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function page(html: string) {
  document.body.innerHTML = `<header><a href="/home">Home</a></header><main id="main">${html}</main>`;
  stop = keepFocusOnThePage();
}

/** The control named `name` (its text), to compare with document.activeElement. */
function control(name: string): HTMLElement {
  const found = [...document.querySelectorAll<HTMLElement>('a, button, select')].find(
    (element) => element.textContent?.trim() === name,
  );
  if (!found) throw new Error(`No control ${name}`);
  return found;
}

describe('focus when its control goes away (WCAG 2.4.3)', () => {
  it('goes to the next row’s control when a row leaves with its Remove button', async () => {
    page(`<h2>Breakfast</h2><ul>
      <li id="oats">Oats <button>Remove oats</button></li>
      <li id="salad">Salad <button>Remove salad</button></li>
    </ul><button>Add a meal</button>`);
    control('Remove oats').focus();
    document.getElementById('oats')!.remove();
    await settle();
    expect(document.activeElement).toBe(control('Remove salad'));
  });

  it('goes to the control after it when the last row leaves, and before it when nothing follows', async () => {
    page(
      `<section><ul><li id="only"><button>Remove</button></li></ul><button>Add</button></section>`,
    );
    control('Remove').focus();
    document.getElementById('only')!.remove();
    await settle();
    expect(document.activeElement).toBe(control('Add'));

    stop();
    page(
      `<section><a href="/back">Back</a><ul><li id="last"><button>Hide</button></li></ul></section>`,
    );
    control('Hide').focus();
    document.getElementById('last')!.remove();
    await settle();
    expect(document.activeElement).toBe(control('Back'));
  });

  it('goes to the nearest control when its button is disabled while it works, once the browser lets go of it', async () => {
    page(`<form aria-label="Book"><label>Date <select><option>Monday</option></select></label>
      <button id="add">Add to basket</button><p role="status"></p></form>`);
    const add = control('Add to basket') as HTMLButtonElement;
    add.focus();
    add.disabled = true;
    // Chromium keeps the focus on the disabled button until its next rendering update...
    await settle();
    expect(document.activeElement).toBe(add);
    // ...then lets go of it at that update: the page has the focus and the button hears focusout
    // (jsdom does not blur a disabled control itself).
    Object.defineProperty(document, 'activeElement', {
      configurable: true,
      get: () => document.body,
    });
    add.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    await settle();
    Reflect.deleteProperty(document, 'activeElement');
    expect(document.activeElement).toBe(control('Monday'));
  });

  it('leaves the focus alone when the member put it on the page, or a new screen opened', async () => {
    page(`<ul><li id="row"><button>Remove</button></li></ul><button>Add</button>`);
    const remove = control('Remove');
    remove.focus();
    remove.blur();
    await settle();
    document.getElementById('row')!.remove();
    await settle();
    expect(document.activeElement).toBe(document.body);

    stop();
    page(
      `<ul><li id="card"><a href="/home/recipes/2001">Oats</a></li></ul><a href="/more">More</a>`,
    );
    control('Oats').focus();
    window.history.pushState(null, '', '/home/recipes/2001');
    document.getElementById('card')!.remove();
    await settle();
    expect(document.activeElement).toBe(document.body);
    window.history.pushState(null, '', '/');
  });
});
