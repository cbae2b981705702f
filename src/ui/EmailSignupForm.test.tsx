import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EmailSignupForm } from './EmailSignupForm';

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
});
