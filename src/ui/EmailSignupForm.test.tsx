import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EmailSignupForm } from './EmailSignupForm';
import { PopupHost } from './PopupHost';

describe('a newsletter sign-up', () => {
  it('refuses a bad email beside the field without sending, then shows the server thanks', async () => {
    const subscribe = vi.fn(async () => 'Thank you for subscribing.');
    render(
      <EmailSignupForm
        name="Blog newsletter"
        heading="New articles by email"
        subscribe={subscribe}
      />,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(subscribe).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), ' reader@example.com ');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you for subscribing.');
    expect(subscribe).toHaveBeenCalledWith('reader@example.com');
  });

  it("shows a refusal's message from the server in the popup and keeps what was typed", async () => {
    const subscribe = vi.fn(async () => {
      throw new Error('This email is already subscribed.');
    });
    render(
      <>
        <EmailSignupForm
          name="Blog newsletter"
          heading="New articles by email"
          subscribe={subscribe}
        />
        <PopupHost />
      </>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'reader@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    const alert = await screen.findByRole('dialog', { name: 'Alert' });
    expect(alert).toHaveTextContent('This email is already subscribed.');
    expect(screen.getByLabelText('Email')).toHaveValue('reader@example.com');
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  });
});
