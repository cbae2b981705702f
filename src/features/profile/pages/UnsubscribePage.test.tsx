import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { openAfterLogIn } from '@/app/testing/openAfterLogIn';
import { MAX_LENGTH } from '@/lib/validation';
import { injectedFailures } from '../../../../mocks/failures';
import { bodiesSentTo } from '@/lib/testing/serverReceived';

const WAIT = { timeout: 8000 };

/** premium@example.com, landed on the pinned programme, opens /home/profile/unsubscribe. */
async function openUnsubscribe(beforeOpening?: () => void) {
  const { user } = await openAfterLogIn('premium@example.com', {
    landing: 'New Beginnings',
    path: '/home/profile/unsubscribe',
    beforeOpening,
  });
  return user;
}

describe('/home/profile/unsubscribe', () => {
  it("shows the plan list's server message instead of an empty Pay less popup, then the plans once it answers", async () => {
    const user = await openUnsubscribe(() =>
      injectedFailures.add('auth/plans', 'Plans are resting for a moment.'),
    );
    await user.click(await screen.findByRole('button', { name: 'Pay less' }, WAIT));
    const popup = await screen.findByRole('dialog', { name: 'Alert' }, WAIT);
    expect(within(popup).getByText('Plans are resting for a moment.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Pay less' })).not.toBeInTheDocument();
    await user.click(within(popup).getByRole('button', { name: 'OK' }));

    // Once the server answers again, the same button offers the plans.
    injectedFailures.clear();
    await user.click(screen.getByRole('button', { name: 'Pay less' }));
    const payLess = await screen.findByRole('dialog', { name: 'Pay less' }, WAIT);
    expect(within(payLess).getAllByRole('radio').length).toBeGreaterThan(0);
  });

  it('keeps the coupon for the membership within the length of a code', async () => {
    const user = await openUnsubscribe();
    const coupon = await screen.findByLabelText('Coupon for my membership', {}, WAIT);
    await user.click(coupon);
    await user.paste('X'.repeat(MAX_LENGTH.code + 40));
    expect(coupon).toHaveValue('X'.repeat(MAX_LENGTH.code));
  });

  it("refuses a coupon not valid for the membership with the message alone, without the field's remove code link", async () => {
    const user = await openUnsubscribe();
    await user.type(
      await screen.findByLabelText('Coupon for my membership', {}, WAIT),
      'NOSUCHCODE',
    );
    await user.click(screen.getByRole('button', { name: 'Apply coupon' }));
    const popup = await screen.findByRole('dialog', { name: 'Alert' }, WAIT);
    expect(
      within(popup).getByText('This coupon code is not valid for this plan.'),
    ).toBeInTheDocument();
    expect(popup).not.toHaveTextContent('remove code');
  });

  it('asks the exit quiz before it cancels, and sends its answer with the cancellation', async () => {
    const sent = bodiesSentTo('/payments/recurly_cancel_customer_subscription');
    const user = await openUnsubscribe();
    await user.click(await screen.findByRole('button', { name: 'Cancel my membership' }, WAIT));
    const quiz = await screen.findByRole('dialog', { name: 'Before you cancel' }, WAIT);
    expect(
      await within(quiz).findByRole(
        'group',
        { name: 'Why are you cancelling your membership?' },
        WAIT,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Cancel my membership' })).not.toBeInTheDocument();
    await user.click(within(quiz).getByRole('button', { name: 'Continue' }));
    expect(within(quiz).getByRole('alert')).toHaveTextContent('Please select at least one option.');

    await user.click(within(quiz).getByLabelText('I found another app'));
    // Closed and opened again (as after a reload), the quiz keeps the answer chosen.
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Cancel my membership' }));
    const again = await screen.findByRole('dialog', { name: 'Before you cancel' }, WAIT);
    expect(await within(again).findByLabelText('I found another app', {}, WAIT)).toBeChecked();
    await user.click(within(again).getByRole('button', { name: 'Continue' }));
    const confirm = await screen.findByRole('dialog', { name: 'Cancel my membership' }, WAIT);
    expect(screen.queryByRole('dialog', { name: 'Before you cancel' })).not.toBeInTheDocument();
    expect(sent).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('dialog', { name: 'Success' }, WAIT)).toHaveTextContent(
      'Your membership has been cancelled.',
    );
    expect(sent).toEqual([
      { reason: 'I found another app', quiz_id: 30, question_id: 3001, option_ids: [3013] },
    ]);
  });
});
