import { describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '../../../../mocks/node';
import { ForgotPasswordDialog } from './ForgotPasswordDialog';

const SENT = 'If the address is registered, we have sent a link.';

async function askForLink(email: string) {
  const user = userEvent.setup();
  render(<ForgotPasswordDialog onClose={() => undefined} />);
  await user.type(screen.getByLabelText('Email'), email);
  await user.click(screen.getByRole('button', { name: 'Send reset link' }));
  return screen.findByRole('status');
}

describe('forgot password', () => {
  it('says the same for a registered and an unknown address, and shows no reset link', async () => {
    for (const email of ['free@example.com', 'nobody.here@example.com']) {
      const answer = await askForLink(email);
      expect(answer).toHaveTextContent(SENT);
      expect(screen.queryByRole('link')).not.toBeInTheDocument();
      expect(document.body.innerHTML).not.toContain('/resetpassword/');
      cleanup();
    }
  });

  it('never shows a reset link a server sends back (a staging server answering with it)', async () => {
    server.use(
      http.post('*/auth/forgot_password', () =>
        HttpResponse.json({
          status: 1,
          message: 'We have emailed you a link to reset your password.',
          data: [{ reset_link: '/resetpassword/101/auth/stolen' }],
        }),
      ),
    );
    const answer = await askForLink('free@example.com');
    expect(answer).toHaveTextContent('We have emailed you a link to reset your password.');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(document.body.innerHTML).not.toContain('stolen');
  });
});
