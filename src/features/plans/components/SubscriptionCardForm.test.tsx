import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { SubscriptionCardForm } from './SubscriptionCardForm';

async function renderForm() {
  const onSubmit = vi.fn();
  render(<SubscriptionCardForm submitLabel="Pay" onSubmit={onSubmit} />);
  await waitFor(() => expect(screen.getByRole('button', { name: 'Pay' })).toBeEnabled());
  const type = (label: string, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  type('First name', 'Ann');
  type('Last name', 'Lee');
  type('Name on card', 'Ann Lee');
  type('Card number', '4242424242424242');
  type('CVV', '123');
  return { onSubmit, type };
}

describe('the card form', () => {
  it('refuses expiry month 13 and a past month next to the field', async () => {
    const { onSubmit, type } = await renderForm();
    type('Expiry date (MM/YY)', '13/40');
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(await screen.findByText('Please enter a valid expiry month (01 to 12).')).toBeVisible();
    type('Expiry date (MM/YY)', '01/20');
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(await screen.findByText('Please Select Valid Expiry Date.')).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('limits names to 50 characters and never sends a longer holder name', async () => {
    const { onSubmit, type } = await renderForm();
    expect(screen.getByLabelText('Name on card')).toHaveAttribute('maxLength', '50');
    expect(screen.getByLabelText('First name')).toHaveAttribute('maxLength', '50');
    type('Name on card', 'A'.repeat(10_000));
    type('Expiry date (MM/YY)', '12/40');
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(await screen.findByText('Please use at most 50 characters.')).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
    type('Name on card', 'Ann Lee');
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const input = onSubmit.mock.calls[0]?.[0] as { card: { expMonth: string; holderName: string } };
    expect(input.card).toMatchObject({ expMonth: '12', holderName: 'Ann Lee' });
  });
});
