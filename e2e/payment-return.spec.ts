import { expect, test } from './fixtures';

test('the 3-D Secure return pages tell the payment page in their frame the outcome, and say it when opened alone', async ({
  page,
}) => {
  await page.goto('/confirmpayment?redirect_status=failed');
  await expect(page.getByRole('heading', { name: 'Payment not confirmed' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('Your bank could not confirm this payment.');
  await expect(page.getByRole('link', { name: 'Back to RWL' })).toHaveAttribute('href', '/');

  // In the payment page's frame, as the bank leaves it: the outcome is posted to the page.
  const outcomes = await page.evaluate(async () => {
    const outcomeOf = (src: string) =>
      new Promise<string>((resolve) => {
        const frame = document.createElement('iframe');
        const onMessage = (event: MessageEvent) => {
          if (event.source !== frame.contentWindow) return;
          window.removeEventListener('message', onMessage);
          frame.remove();
          resolve(String(event.data));
        };
        window.addEventListener('message', onMessage);
        frame.src = src;
        document.body.append(frame);
      });
    return [
      await outcomeOf('/confirmpaymentpaywall?payment_intent=pi_1&redirect_status=succeeded'),
      await outcomeOf('/confirmpayment?redirect_status=failed'),
    ];
  });
  expect(outcomes).toEqual(['loaded-frame', 'loaded-frame-fail']);
});
