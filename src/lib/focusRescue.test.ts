import { afterEach, describe, expect, it } from 'vitest';
import { keepFocusOnThePage } from './focusRescue';

let stop: () => void = () => undefined;
afterEach(() => {
  stop();
  document.body.innerHTML = '';
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function page(html: string) {
  document.body.innerHTML = `<header><a href="/home">Home</a></header><main id="main">${html}</main>`;
  stop = keepFocusOnThePage();
}

describe('focus when its control goes away (WCAG 2.4.3)', () => {
  it('goes to the next row’s control when a row leaves with its Remove button', async () => {
    page(`<h2>Breakfast</h2><ul>
      <li id="oats">Oats <button>Remove oats</button></li>
      <li id="salad">Salad <button>Remove salad</button></li>
    </ul><button>Add a meal</button>`);
    const remove = [...document.querySelectorAll('button')][0]!;
    remove.focus();
    document.getElementById('oats')!.remove();
    await settle();
    expect(document.activeElement).toHaveTextContent('Remove salad');
  });

  it('goes to the control after it when the last row leaves, and before it when nothing follows', async () => {
    page(
      `<section><ul><li id="only"><button>Remove</button></li></ul><button>Add</button></section>`,
    );
    document.querySelector<HTMLButtonElement>('#only button')!.focus();
    document.getElementById('only')!.remove();
    await settle();
    expect(document.activeElement).toHaveTextContent('Add');

    page(
      `<section><a href="/back">Back</a><ul><li id="last"><button>Hide</button></li></ul></section>`,
    );
    document.querySelector<HTMLButtonElement>('#last button')!.focus();
    document.getElementById('last')!.remove();
    await settle();
    expect(document.activeElement).toHaveTextContent('Back');
  });

  it('leaves the focus alone when the member put it on the page, or a new screen opened', async () => {
    page(`<ul><li id="row"><button>Remove</button></li></ul><button>Add</button>`);
    const remove = document.querySelector<HTMLButtonElement>('#row button')!;
    remove.focus();
    remove.blur();
    await settle();
    document.getElementById('row')!.remove();
    await settle();
    expect(document.activeElement).toBe(document.body);

    page(
      `<ul><li id="card"><a href="/home/recipes/2001">Oats</a></li></ul><a href="/more">More</a>`,
    );
    document.querySelector<HTMLAnchorElement>('#card a')!.focus();
    window.history.pushState(null, '', '/home/recipes/2001');
    document.getElementById('card')!.remove();
    await settle();
    expect(document.activeElement).toBe(document.body);
    window.history.pushState(null, '', '/');
  });
});
