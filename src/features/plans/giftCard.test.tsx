import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { store } from '@/app/store';
import { openUpgrade } from './testing/openUpgrade';

const WAIT = { timeout: 8000 };

describe('gift card on the upgrade page', () => {
  it('checks an applied gift card again when another plan or a coupon changes the price', async () => {
    const user = await openUpgrade();
    await screen.findByRole('heading', { name: 'Upgrade/Downgrade' }, WAIT);
    expect(await screen.findByRole('radio', { name: /^Quarterly/ }, WAIT)).toBeChecked();

    await user.type(screen.getByLabelText('Gift card'), 'GIFT10');
    await user.tab();
    expect(
      await screen.findByText('Gift Card Applied! New price: £34.97', {}, WAIT),
    ).toBeInTheDocument();
    // The verdict is the gift card check's, in RTK Query's cache: the plans slice keeps the code only.
    expect(store.getState().plans?.giftCard).toEqual({ code: 'GIFT10' });

    // Another plan: the gift card comes off that plan's price, and the member can still upgrade.
    await user.click(screen.getByRole('radio', { name: /^Annual/ }));
    expect(
      await screen.findByText('Gift Card Applied! New price: £109.99', {}, WAIT),
    ).toBeInTheDocument();
    expect(screen.getByText('£109.99 on', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upgrade' })).toBeEnabled();

    // A coupon: the gift card comes off the price after the coupon (WELCOME: £29.97).
    await user.type(screen.getByLabelText('Coupon code'), 'WELCOME');
    await user.tab();
    expect(
      await screen.findByText('Gift Card Applied! New price: £19.97', {}, WAIT),
    ).toBeInTheDocument();
    expect(screen.getByText('£19.97 on', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upgrade' })).toBeEnabled();
  });
});
