import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { db } from '../../../mocks/db/store';
import { openUpgrade } from './testing/openUpgrade';

const WAIT = { timeout: 8000 };

describe('gift credit on the upgrade page', { timeout: 40_000 }, () => {
  it('takes the balance off the plan price and tells the server how much it used', async () => {
    // Fiona redeemed a £25 gift card.
    db.update((data) => {
      const fiona = data.users.find((user) => user.email === 'free@example.com');
      if (fiona) fiona.gift_credit_balance = 25;
    });
    const user = await openUpgrade();
    expect(await screen.findByRole('radio', { name: /^Quarterly/ }, WAIT)).toBeChecked();
    // Quarterly is £44.97: after the 7-day trial, the first payment is £19.97.
    expect(await screen.findByTestId('gift-credit-used', {}, WAIT)).toHaveTextContent('−£25.00');
    expect(screen.getByText('£19.97 on', { exact: false })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Upgrade' }));
    const card = await screen.findByRole('form', { name: 'Card details' }, WAIT);
    await user.type(within(card).getByLabelText('Card number'), '4242424242424242');
    await user.selectOptions(within(card).getByLabelText('Expiry month'), '12');
    await user.selectOptions(
      within(card).getByLabelText('Expiry year'),
      String(new Date().getFullYear() + 2),
    );
    await user.type(within(card).getByLabelText('CVV'), '123');
    await user.click(within(card).getByRole('button', { name: /^Pay/ }));

    await screen.findByRole('dialog', { name: /Congratulations|Success|Alert/ }, WAIT);
    const paid = db
      .get()
      .payments.filter((entry) => entry.path.includes('do_upgrade_downgrade'))
      .at(-1);
    expect(paid?.result).toBe('ok');
    expect(paid?.body.gift_credit_used).toBe(25);
    expect(db.get().users.find((entry) => entry.email === 'free@example.com')).toMatchObject({
      gift_credit_balance: 0,
      type: 2,
    });
  });
});
