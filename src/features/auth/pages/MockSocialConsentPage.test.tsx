import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '@/app/testing/renderRoutes';
import { mockSocialAccessToken, mockSocialId } from '@/lib/social/mockConsent';
import { authRoutes } from '../routes';

const CONSENT = '/mock-social-consent';

function withOpener() {
  const postMessage = vi.fn();
  Object.defineProperty(window, 'opener', { value: { postMessage }, configurable: true });
  return postMessage;
}

afterEach(() => {
  Object.defineProperty(window, 'opener', { value: null, configurable: true });
});

describe('the mock Facebook consent page', () => {
  it('says what is missing or wrong beside the field and answers nothing until it is right', async () => {
    const postMessage = withOpener();
    const user = userEvent.setup();
    renderRoutes(authRoutes, CONSENT);
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Please enter your name.')).toBeVisible();
    expect(screen.getByText('Please enter your email address.')).toBeVisible();
    await user.type(screen.getByLabelText('Facebook email'), 'sam@');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('please enter valid email id')).toBeVisible();
    expect(screen.getByLabelText('Facebook name')).toHaveAttribute('maxLength', '50');
    expect(screen.getByLabelText('Facebook email')).toHaveAttribute('maxLength', '254');
    expect(postMessage).not.toHaveBeenCalled();
  });

  it('returns id, name, email, picture and accessToken to the page that opened it', async () => {
    const postMessage = withOpener();
    const user = userEvent.setup();
    renderRoutes(authRoutes, CONSENT);
    await user.type(await screen.findByLabelText('Facebook name'), 'Sam Social');
    await user.type(screen.getByLabelText('Facebook email'), 'sam.social@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const id = mockSocialId('sam.social@example.com');
    expect(postMessage).toHaveBeenCalledWith(
      {
        type: 'rwl-mock-social-consent',
        result: {
          id,
          name: 'Sam Social',
          email: 'sam.social@example.com',
          picture: '/images/mock-social-picture.svg',
          accessToken: mockSocialAccessToken(id),
        },
      },
      window.location.origin,
    );
    // The same email is the same Facebook person.
    expect(mockSocialId(' Sam.Social@example.com ')).toBe(id);
  });

  it('keeps what was typed through a reload', async () => {
    const user = userEvent.setup();
    renderRoutes(authRoutes, CONSENT);
    await user.type(await screen.findByLabelText('Facebook name'), 'Sam Social');
    await user.type(screen.getByLabelText('Facebook email'), 'sam.social@example.com');
    cleanup();
    renderRoutes(authRoutes, CONSENT);
    expect(await screen.findByLabelText('Facebook name')).toHaveValue('Sam Social');
    expect(screen.getByLabelText('Facebook email')).toHaveValue('sam.social@example.com');
  });

  it('says where to start when no page opened it', async () => {
    const user = userEvent.setup();
    renderRoutes(authRoutes, CONSENT);
    await user.type(await screen.findByLabelText('Facebook name'), 'Sam Social');
    await user.type(screen.getByLabelText('Facebook email'), 'sam.social@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('status')).toHaveTextContent('Please start there.');
  });
});
