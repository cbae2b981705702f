import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { injectedFailures } from '../../mocks/failures';
import { db } from '../../mocks/db/store';
import { apiRequest } from '@/lib/api/request';
import { saveConsent } from '@/lib/consent/consent';
import { mailLinkWithSubject } from '@/lib/mailLink';
import { APPLE_PAY_UNSUPPORTED, paywallWalletMessage } from '@/lib/payments/types';
import { PopupHost } from './PopupHost';
import { showFailure, showSupportFailure } from './showFailure';

afterEach(() => injectedFailures.clear());

/** The failure of a call the mock refuses with `message` (status 0). */
async function serverRefusal(message: string): Promise<unknown> {
  injectedFailures.add('payments/get_card_list', message);
  return apiRequest({ url: 'payments/get_card_list', method: 'POST', body: {}, auth: 'none' }).then(
    () => {
      throw new Error('The call should have failed.');
    },
    (error: unknown) => error,
  );
}

describe('the shared popup and server messages', () => {
  it('adds a "Send email" button for a mail link with a subject and records the failure event', async () => {
    saveConsent(true);
    const failure = await serverRefusal(
      'Your payment could not be taken. <a href="mailto:billing@example.com?subject=Payment%20failed&amp;body=Order%2042">Write to billing</a>.',
    );
    render(<PopupHost />);
    act(() => showFailure(failure));
    const alert = await screen.findByRole('dialog', { name: 'Alert' });
    expect(alert).toHaveTextContent('Your payment could not be taken. Write to billing.');
    expect(alert).not.toHaveTextContent('<a');
    expect(within(alert).getByRole('link', { name: 'Send email' })).toHaveAttribute(
      'href',
      'mailto:billing@example.com?subject=Payment%20failed&body=Order%2042',
    );
    await waitFor(() =>
      expect(db.get().events.find((event) => event.name === 'failure')?.data).toMatchObject({
        subject: 'Payment failed',
      }),
    );
  });

  it('adds no button for a mail link without a subject, nor for any other link', async () => {
    expect(mailLinkWithSubject('Write to mailto:help@example.com today')).toBeNull();
    expect(mailLinkWithSubject('<a href="https://example.com?subject=x">here</a>')).toBeNull();
    expect(mailLinkWithSubject('Email mailto:help@example.com?subject=Card%20declined.')).toEqual({
      href: 'mailto:help@example.com?subject=Card%20declined',
      subject: 'Card declined',
    });
    const failure = await serverRefusal('Please write to mailto:help@example.com');
    render(<PopupHost />);
    act(() => showFailure(failure));
    const alert = await screen.findByRole('dialog', { name: 'Alert' });
    expect(alert).toHaveTextContent('Please write to mailto:help@example.com');
    expect(within(alert).queryByRole('link', { name: 'Send email' })).toBeNull();
  });

  it('shows the support address under a payment or account failure', async () => {
    const failure = await serverRefusal('Your card was declined.');
    render(<PopupHost />);
    act(() => void showSupportFailure(failure));
    const alert = await screen.findByRole('dialog', { name: 'Alert' });
    expect(alert).toHaveTextContent('Your card was declined.');
    expect(alert).toHaveTextContent('Support address: support@example.com');
    expect(within(alert).getByRole('link', { name: 'support@example.com' })).toHaveAttribute(
      'href',
      'mailto:support@example.com',
    );
  });

  it('ends the paywall Apple Pay message with "(recurly)" only when Recurly is the gateway', () => {
    expect(paywallWalletMessage(APPLE_PAY_UNSUPPORTED, 'recurly')).toBe(
      'Your browser or device does not support Apple Pay on the web. Open this page in Safari on a compatible device. (recurly)',
    );
    expect(paywallWalletMessage(APPLE_PAY_UNSUPPORTED, 'stripe')).toBe(APPLE_PAY_UNSUPPORTED);
    expect(paywallWalletMessage('payment failed! Please try again.', 'recurly')).toBe(
      'payment failed! Please try again.',
    );
  });
});
