import { StrictMode, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dialog } from './Dialog';
import { PopupHost } from './PopupHost';
import { DISMISSED, popups } from './popupStore';
import { ToastHost } from './ToastHost';

/** A page with a lead form in a dialog; sending an invalid email raises the shared Alert on top. */
function LeadPage({ nestedInfo = false }: { nestedInfo?: boolean }) {
  const [open, setOpen] = useState(false);
  const [info, setInfo] = useState(false);
  return (
    <>
      <header>
        <a href="/home">Home</a>
      </header>
      <main>
        <button type="button" onClick={() => setOpen(true)}>
          Get in touch
        </button>
        {open ? (
          <Dialog title="Leave your details" onClose={() => setOpen(false)}>
            <form
              onSubmit={(event) => {
                event.preventDefault();
                void popups.alert('Please enter a valid email.');
              }}
            >
              <label>
                Email
                <input name="email" />
              </label>
              {nestedInfo ? (
                <button type="button" onClick={() => setInfo(true)}>
                  Why we ask
                </button>
              ) : null}
              <button type="submit">Send</button>
            </form>
            {info ? (
              <Dialog title="Why we ask" onClose={() => setInfo(false)}>
                <p>We only email you about your plan.</p>
                <button type="button" onClick={() => setInfo(false)}>
                  Got it
                </button>
              </Dialog>
            ) : null}
          </Dialog>
        ) : null}
      </main>
      <PopupHost />
      <ToastHost />
    </>
  );
}

// The shared popup queue outlives a test: empty it.
afterEach(() => {
  act(() => {
    for (let popup = popups.current(); popup; popup = popups.current()) {
      popups.close(popup.id, DISMISSED);
    }
  });
});

async function openLeadForm(nestedInfo = false) {
  const user = userEvent.setup();
  render(<LeadPage nestedInfo={nestedInfo} />);
  await user.click(screen.getByRole('button', { name: 'Get in touch' }));
  const form = screen.getByRole('dialog', { name: 'Leave your details' });
  return { user, form };
}

describe('Dialog focus', () => {
  it('opens as a native modal dialog with focus on its first control', async () => {
    await openLeadForm();
    const dialog = screen.getByRole('dialog', { name: 'Leave your details' });
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveAttribute('open');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
  });

  it('puts the shared Alert on top, with focus on its button and back on the sender after', async () => {
    const { user } = await openLeadForm();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByRole('dialog', { name: 'Alert' });
    const ok = screen.getByRole('button', { name: 'OK' });
    expect(ok).toHaveFocus();
    await user.click(ok);
    expect(screen.getByRole('button', { name: 'Send' })).toHaveFocus();
  });
});

describe('Dialog under StrictMode (the dev server)', () => {
  it('stays open after React runs its effects twice', async () => {
    const user = userEvent.setup();
    render(
      <StrictMode>
        <LeadPage />
      </StrictMode>,
    );
    await user.click(screen.getByRole('button', { name: 'Get in touch' }));
    // The first effect's close event is queued as a task: let it arrive.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByRole('dialog', { name: 'Leave your details' })).toHaveAttribute('open');
  });
});

describe('Dialog focus trap', () => {
  it('moves focus inside on open, and Tab / Shift+Tab cycle within the dialog', async () => {
    const { user } = await openLeadForm();
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email).toHaveFocus();

    await user.tab();
    expect(screen.getByRole('button', { name: 'Send' })).toHaveFocus();
    // Tab from the last control goes round to the first (the close button), not to the page.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    // Shift+Tab from the first goes to the last.
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Send' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(email).toHaveFocus();
  });

  it('traps focus in the topmost dialog only', async () => {
    const { user } = await openLeadForm();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const alert = await screen.findByRole('dialog', { name: 'Alert' });
    const ok = screen.getByRole('button', { name: 'OK' });
    expect(ok).toHaveFocus();

    await user.tab();
    expect(alert).toContainElement(document.activeElement as HTMLElement);
    expect(document.activeElement).toHaveAccessibleName('Close');
    await user.tab();
    expect(ok).toHaveFocus();
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    expect(ok).toHaveFocus();
    await user.click(ok);
    expect(screen.getByRole('button', { name: 'Send' })).toHaveFocus();
  });
});

describe('Dialog stacking', () => {
  it('Escape closes only the topmost dialog and the form underneath keeps what was typed', async () => {
    const { user, form } = await openLeadForm();
    const email = screen.getByRole('textbox', { name: 'Email' });
    await user.type(email, 'jo@example');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('dialog', { name: 'Alert' })).toHaveTextContent(
      'Please enter a valid email.',
    );

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Alert' })).not.toBeInTheDocument();
    expect(form).toBeInTheDocument();
    expect(email).toHaveValue('jo@example');
    // Focus is back on the control that raised the Alert.
    expect(screen.getByRole('button', { name: 'Send' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Get in touch' })).toHaveFocus();
  });

  it('works for a dialog nested in another dialog’s markup', async () => {
    const { user, form } = await openLeadForm(true);
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'jo');
    await user.click(screen.getByRole('button', { name: 'Why we ask' }));
    const info = screen.getByRole('dialog', { name: 'Why we ask' });
    expect(screen.getByRole('button', { name: 'Got it' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(info).not.toBeInTheDocument();
    expect(form).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('jo');
    expect(screen.getByRole('button', { name: 'Why we ask' })).toHaveFocus();
    // The outer one is still open: the next Escape closes it.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('Dialog focus return', () => {
  it('returns focus to the opener when closed with the close button', async () => {
    const { user } = await openLeadForm();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Get in touch' })).toHaveFocus();
  });

  it('gives focus to the page heading when the opener has left the page', async () => {
    function FlaggedRow() {
      const [row, setRow] = useState(true);
      const [open, setOpen] = useState(false);
      return (
        <main>
          <h1>Chats</h1>
          {row ? (
            <button type="button" onClick={() => setOpen(true)}>
              Flag chat
            </button>
          ) : null}
          {open ? (
            <Dialog title="Flag chat" onClose={() => setOpen(false)}>
              <button
                type="button"
                onClick={() => {
                  setRow(false);
                  setOpen(false);
                }}
              >
                Normal
              </button>
            </Dialog>
          ) : null}
        </main>
      );
    }
    const user = userEvent.setup();
    render(<FlaggedRow />);
    await user.click(screen.getByRole('button', { name: 'Flag chat' }));
    await user.click(await screen.findByRole('button', { name: 'Normal' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Chats' })).toHaveFocus();
  });
});
