import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { openUpgrade } from './testing/openUpgrade';
import { injectedFailures } from '../../../mocks/failures';

const WAIT = { timeout: 8000 };

describe('coupon check on the upgrade page', () => {
  it("shows the server's message in the popup when the check fails, and leaves the coupon unjudged", async () => {
    const user = await openUpgrade();
    await screen.findByRole('heading', { name: 'Upgrade/Downgrade' }, WAIT);
    await user.click(await screen.findByRole('radio', { name: /^Annual/ }, WAIT));

    injectedFailures.add('coupon_details', 'Coupons are resting for a moment.');
    const coupon = screen.getByLabelText('Coupon code');
    await user.type(coupon, 'WELCOME');
    await user.tab();

    const popup = await screen.findByRole('dialog', { name: 'Alert' }, WAIT);
    expect(within(popup).getByText('Coupons are resting for a moment.')).toBeInTheDocument();
    expect(screen.queryByText(/not valid for this plan/)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Coupon code')).toHaveValue('WELCOME');
    expect(screen.getByLabelText('Coupon code')).not.toHaveAttribute('aria-invalid');
    await user.click(within(popup).getByRole('button', { name: 'OK' }));

    // Once the server answers again, leaving the field checks the coupon.
    injectedFailures.clear();
    await user.click(screen.getByLabelText('Coupon code'));
    await user.tab();
    expect(await screen.findByText('valid', { exact: true }, WAIT)).toBeInTheDocument();
  });

  it('goes on at the first press of Upgrade straight after typing a coupon, once it is valid, and not when it is not', async () => {
    const user = await openUpgrade();
    await screen.findByRole('heading', { name: 'Upgrade/Downgrade' }, WAIT);
    await user.click(await screen.findByRole('radio', { name: /^Annual/ }, WAIT));

    // Not valid for the Annual plan: the press does nothing but show why.
    await user.type(screen.getByLabelText('Coupon code'), 'REFER');
    await user.click(screen.getByRole('button', { name: 'Upgrade' }));
    expect(
      await screen.findByText(/This coupon code is not valid for this plan\./, {}, WAIT),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Card details' })).not.toBeInTheDocument();

    // Valid: the one press opens the card details for the price after the coupon.
    await user.clear(screen.getByLabelText('Coupon code'));
    await user.type(screen.getByLabelText('Coupon code'), 'WELCOME');
    await user.click(screen.getByRole('button', { name: 'Upgrade' }));
    const card = await screen.findByRole('dialog', { name: 'Card details' }, WAIT);
    expect(within(card).getByText('Annual: £0.00 today')).toBeInTheDocument();
    expect(screen.getByTestId('charge-next')).toHaveTextContent('£29.97 on ');
  });

  it('never drops a coupon whose check failed: Upgrade checks it again and goes on only once it is valid', async () => {
    const user = await openUpgrade();
    await screen.findByRole('heading', { name: 'Upgrade/Downgrade' }, WAIT);
    await user.click(await screen.findByRole('radio', { name: /^Annual/ }, WAIT));

    injectedFailures.add('coupon_details', 'Coupons are resting for a moment.');
    await user.type(screen.getByLabelText('Coupon code'), 'WELCOME');
    await user.tab();
    const popup = await screen.findByRole('dialog', { name: 'Alert' }, WAIT);
    await user.click(within(popup).getByRole('button', { name: 'OK' }));
    // Still failing: Upgrade asks again and says so; no card details for the full price.
    await user.click(screen.getByRole('button', { name: 'Upgrade' }));
    const again = await screen.findByRole('dialog', { name: 'Alert' }, WAIT);
    expect(again).toHaveTextContent('Coupons are resting for a moment.');
    await user.click(within(again).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog', { name: 'Card details' })).not.toBeInTheDocument();

    injectedFailures.clear();
    await user.click(screen.getByRole('button', { name: 'Upgrade' }));
    await screen.findByRole('dialog', { name: 'Card details' }, WAIT);
    expect(screen.getByText('valid', { exact: true })).toBeInTheDocument();
    expect(screen.getByTestId('charge-next')).toHaveTextContent('£29.97 on ');
  });
});
