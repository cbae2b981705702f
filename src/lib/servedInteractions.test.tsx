import { act, useState, type FormEvent } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { ServedInteractionsReplay } from '@/ui/ServedInteractionsReplay';
import { keepServedFields } from './servedInteractions';

/** A sign-up form as a served page has it: controlled fields, sent by React. */
function SignUp({ onSend }: { onSend: (values: { name: string; agreed: boolean }) => void }) {
  const [name, setName] = useState('');
  const [agreed, setAgreed] = useState(false);
  const send = (event: FormEvent) => {
    event.preventDefault();
    onSend({ name, agreed });
  };
  return (
    <form aria-label="Sign-up" onSubmit={send}>
      <input aria-label="Name" value={name} onChange={(event) => setName(event.target.value)} />
      <input
        aria-label="I agree"
        type="checkbox"
        checked={agreed}
        onChange={(event) => setAgreed(event.target.checked)}
      />
      <button type="submit">Sign up</button>
      <ServedInteractionsReplay />
    </form>
  );
}

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  delete window.__rwlServed;
  document.body.innerHTML = '';
});

/** The page as served, filled in and sent before its code ran, then taken over. */
async function fillServeAndTakeOver(held: (container: HTMLElement) => Element[]) {
  const onSend = vi.fn();
  const container = document.createElement('div');
  container.innerHTML = renderToString(<SignUp onSend={onSend} />);
  document.body.appendChild(container);
  (container.querySelector('[aria-label="Name"]') as HTMLInputElement).value = 'Jo';
  (container.querySelector('[aria-label="I agree"]') as HTMLInputElement).checked = true;
  const release = vi.fn(() => held(container));
  window.__rwlServed = { release };
  keepServedFields(container);
  await act(async () => {
    root = hydrateRoot(container, <SignUp onSend={onSend} />);
  });
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 10));
  });
  return { onSend, release, container };
}

test('a form sent before the takeover is sent after it, with what the visitor typed and ticked', async () => {
  const { onSend, release } = await fillServeAndTakeOver((container) => [
    container.querySelector('form') as HTMLFormElement,
  ]);
  expect(release).toHaveBeenCalledTimes(1);
  expect(window.__rwlServed).toBeUndefined();
  expect(onSend).toHaveBeenCalledWith({ name: 'Jo', agreed: true });
});

test('a button tapped before the takeover is pressed after it', async () => {
  const { onSend } = await fillServeAndTakeOver((container) => [
    container.querySelector('button') as HTMLButtonElement,
  ]);
  expect(onSend).toHaveBeenCalledTimes(1);
  expect(onSend).toHaveBeenCalledWith({ name: 'Jo', agreed: true });
});

test('with nothing held, what was typed is kept and nothing is sent', async () => {
  const { onSend, container } = await fillServeAndTakeOver(() => []);
  expect(onSend).not.toHaveBeenCalled();
  expect(container.querySelector('[aria-label="Name"]')).toHaveValue('Jo');
  // React has the value too: sending now sends it.
  await act(async () => (container.querySelector('form') as HTMLFormElement).requestSubmit());
  expect(onSend).toHaveBeenCalledWith({ name: 'Jo', agreed: true });
});
