import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockSocialAccessToken, mockSocialId } from '@/lib/social/mockConsent';
import { SocialSignIn } from './SocialSignIn';

const id = mockSocialId('free@example.com');
const pending = {
  result: {
    id,
    name: 'Fiona Free',
    email: 'free@example.com',
    picture: '/images/mock-social-picture.svg',
    accessToken: mockSocialAccessToken(id),
  },
  email: 'free@example.com',
  message:
    'This email is already registered. Enter your password to link Facebook to your account.',
};

describe('Continue with Facebook', () => {
  it('is offered with the mock backend', () => {
    render(<SocialSignIn />);
    expect(screen.getByRole('button', { name: 'Continue with Facebook' })).toBeEnabled();
  });

  it('comes back to the password step after a reload, and Cancel leaves it', async () => {
    window.sessionStorage.setItem('social_link_pending', JSON.stringify(pending));
    const user = userEvent.setup();
    render(<SocialSignIn />);
    const form = await screen.findByRole('form', { name: 'Link your Facebook account' });
    expect(form).toHaveTextContent('free@example.com');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Continue with Facebook' })).toBeVisible();
    expect(window.sessionStorage.getItem('social_link_pending')).toBeNull();
  });

  it('ignores a stored step it cannot read', () => {
    window.sessionStorage.setItem('social_link_pending', '{"email":1}');
    render(<SocialSignIn />);
    expect(screen.getByRole('button', { name: 'Continue with Facebook' })).toBeVisible();
  });
});
