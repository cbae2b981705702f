import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authSession } from '@/lib/auth';
import { registerNavigate } from '@/lib/navigation';
import { mockSocialAccessToken, mockSocialId } from '@/lib/social/mockConsent';
import { bodiesSentTo } from '@/lib/testing/serverReceived';
import { PopupHost } from '@/ui/PopupHost';
import SocialLinkForm from './SocialLinkForm';

const id = mockSocialId('free@example.com');
const result = {
  id,
  name: 'Fiona Free',
  email: 'free@example.com',
  picture: '/images/mock-social-picture.svg',
  accessToken: mockSocialAccessToken(id),
};

function renderForm() {
  const navigate = vi.fn();
  registerNavigate(navigate);
  render(
    <>
      <SocialLinkForm
        result={result}
        email="free@example.com"
        message="This email is already registered. Enter your password to link Facebook to your account."
        onCancel={() => undefined}
      />
      <PopupHost />
    </>,
  );
  return navigate;
}

afterEach(() => registerNavigate(null));

describe('linking Facebook to an account registered with a password', () => {
  it('asks for the password beside the field and sends nothing without it', async () => {
    const user = userEvent.setup();
    renderForm();
    const bodies = bodiesSentTo('/auth/social_link');
    expect(screen.getByText('free@example.com')).toBeVisible();
    expect(screen.getByLabelText('Your RWL password')).toHaveAttribute('maxLength', '128');
    await user.click(screen.getByRole('button', { name: 'Link and log in' }));
    expect(screen.getByText('Please enter your password.')).toBeVisible();
    expect(screen.getByLabelText('Your RWL password')).toHaveFocus();
    expect(bodies).toEqual([]);
  });

  it('refuses a wrong password in the popup and stays signed out', async () => {
    const user = userEvent.setup();
    const navigate = renderForm();
    await user.type(screen.getByLabelText('Your RWL password'), 'Wrong123!');
    await user.click(screen.getByRole('button', { name: 'Link and log in' }));
    expect(await screen.findByRole('dialog', { name: 'Alert' })).toHaveTextContent(
      'Invalid email or password.',
    );
    expect(navigate).not.toHaveBeenCalled();
    expect(authSession.isLoggedIn()).toBe(false);
  });

  it('links with the right password and signs the member in', async () => {
    const user = userEvent.setup();
    const navigate = renderForm();
    const bodies = bodiesSentTo('/auth/social_link');
    await user.type(screen.getByLabelText('Your RWL password'), 'Password1!');
    await user.click(screen.getByRole('button', { name: 'Link and log in' }));
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/home', { replace: true }));
    expect(authSession.isLoggedIn()).toBe(true);
    expect(bodies).toEqual([
      {
        provider: 'facebook',
        id,
        name: 'Fiona Free',
        email: 'free@example.com',
        picture: '/images/mock-social-picture.svg',
        access_token: mockSocialAccessToken(id),
        password: 'Password1!',
      },
    ]);
  });
});
