import { describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '../../../../mocks/db/store';
import { logInAs } from '@/lib/testing/logInAs';
import { renderRoutes } from '@/app/testing/renderRoutes';
import { giftCardsRoutes } from '../routes';
import { localDay } from '../model';

/** Generous waits: the mock and the card form load on demand, and the machine is shared. */
const WAIT = { timeout: 5000 };
const EXPIRY = `12/${String(new Date().getFullYear() + 2).slice(2)}`;

const openGiftCards = (path = '/home/giftcards') => renderRoutes(giftCardsRoutes, path);

function buyForm() {
  return screen.findByRole('form', { name: 'Buy a gift card' }, WAIT);
}

function yesterday(): string {
  const day = new Date();
  day.setDate(day.getDate() - 1);
  return localDay(day);
}

describe('/home/giftcards', { timeout: 40_000 }, () => {
  it('shows each problem beside its field and sends nothing while the form is not valid', async () => {
    await logInAs('premium@example.com');
    openGiftCards();
    const user = userEvent.setup();
    const form = await buyForm();
    await user.click(within(form).getByRole('button', { name: 'Continue to payment' }));

    expect(within(form).getByLabelText("Recipient's name")).toHaveAccessibleDescription(
      "Please enter the recipient's name.",
    );
    expect(within(form).getByLabelText("Recipient's email")).toHaveAccessibleDescription(
      "Please enter the recipient's email address.",
    );

    await user.type(within(form).getByLabelText("Recipient's name"), 'Sam Green');
    await user.type(within(form).getByLabelText("Recipient's email"), 'sam@example');
    await user.tab();
    expect(within(form).getByLabelText("Recipient's email")).toHaveAccessibleDescription(
      'Please enter a valid email address.',
    );

    // Another amount, outside the limits, then not a whole number of pounds.
    await user.click(within(form).getByLabelText('Another amount'));
    const custom = within(form).getByLabelText('Amount in pounds (£5 to £500)');
    expect(custom).toHaveAttribute('maxLength', '3');
    await user.type(custom, '501');
    await user.tab();
    expect(custom).toHaveAccessibleDescription(
      'Please choose an amount from £5 to £500, in whole pounds.',
    );
    await user.clear(custom);
    await user.type(custom, '4');
    await user.click(within(form).getByRole('button', { name: 'Continue to payment' }));
    expect(custom).toHaveAccessibleDescription(
      'Please choose an amount from £5 to £500, in whole pounds.',
    );

    // A send date before today.
    const sendDate = within(form).getByLabelText('Send date');
    expect(sendDate).toHaveAttribute('min', localDay());
    fireEvent.change(sendDate, { target: { value: yesterday() } });
    fireEvent.blur(sendDate);
    expect(sendDate).toHaveAccessibleDescription('Please choose today or a later date.');

    // Every text field has its limit.
    expect(within(form).getByLabelText("Recipient's name")).toHaveAttribute('maxLength', '50');
    expect(within(form).getByLabelText("Recipient's email")).toHaveAttribute('maxLength', '254');
    expect(within(form).getByLabelText('Message (optional)')).toHaveAttribute('maxLength', '300');

    await user.click(within(form).getByRole('button', { name: 'Continue to payment' }));
    expect(screen.queryByRole('form', { name: 'Card details' })).not.toBeInTheDocument();
    expect(db.get().payments.filter((entry) => entry.path === 'giftcards/purchase')).toEqual([]);
  });

  it('keeps what was typed across a reload', async () => {
    await logInAs('premium@example.com');
    openGiftCards();
    const user = userEvent.setup();
    const form = await buyForm();
    await user.click(within(form).getByLabelText('Another amount'));
    await user.type(within(form).getByLabelText('Amount in pounds (£5 to £500)'), '35');
    await user.type(within(form).getByLabelText("Recipient's name"), 'Sam Green');
    await user.type(within(form).getByLabelText("Recipient's email"), 'sam@example.com');
    await user.type(within(form).getByLabelText('Message (optional)'), 'Happy birthday!');

    // The page is opened again, as after a reload (a new store, the same tab).
    cleanup();
    openGiftCards();
    const again = await buyForm();
    expect(within(again).getByLabelText('Another amount')).toBeChecked();
    expect(within(again).getByLabelText('Amount in pounds (£5 to £500)')).toHaveValue('35');
    expect(within(again).getByLabelText("Recipient's name")).toHaveValue('Sam Green');
    expect(within(again).getByLabelText("Recipient's email")).toHaveValue('sam@example.com');
    expect(within(again).getByLabelText('Message (optional)')).toHaveValue('Happy birthday!');
    expect(within(again).getByLabelText('Send date')).toHaveValue(localDay());
  });

  it('pays by card, mails the code to the recipient and lists the card under Sent', async () => {
    await logInAs('premium@example.com');
    openGiftCards();
    const user = userEvent.setup();
    const form = await buyForm();
    await user.click(within(form).getByLabelText('£50'));
    await user.type(within(form).getByLabelText("Recipient's name"), 'Fiona Free');
    await user.type(within(form).getByLabelText("Recipient's email"), 'free@example.com');
    await user.type(within(form).getByLabelText('Message (optional)'), 'Enjoy!');
    await user.click(within(form).getByRole('button', { name: 'Continue to payment' }));

    const card = await screen.findByRole('form', { name: 'Card details' }, WAIT);
    await user.type(within(card).getByLabelText('First name'), 'Pat');
    await user.type(within(card).getByLabelText('Last name'), 'Premium');
    await user.type(within(card).getByLabelText('Name on card'), 'Pat Premium');
    await user.type(within(card).getByLabelText('Card number'), '4242424242424242');
    await user.type(within(card).getByLabelText('Expiry date (MM/YY)'), EXPIRY);
    await user.type(within(card).getByLabelText('CVV'), '123');
    await user.click(within(card).getByRole('button', { name: 'Pay £50.00' }));

    expect(
      await screen.findByText(
        /We have emailed your £50.00 gift card to Fiona Free\./,
        undefined,
        WAIT,
      ),
    ).toBeInTheDocument();
    const sent = screen.getByRole('region', { name: 'Sent' });
    const row = await within(sent).findByRole('row', { name: /Fiona Free/ }, WAIT);
    expect(row).toHaveTextContent('£50.00');
    expect(row).toHaveTextContent('Sent');

    const mail = db.get().mailbox.at(-1);
    expect(mail?.to).toBe('free@example.com');
    expect(mail?.link).toMatch(/^\/home\/giftcards\?code=GC-/);
    // The buyer's page never shows the code: only the recipient's email carries it.
    const code = decodeURIComponent(mail?.link.split('code=')[1] ?? '');
    expect(document.body).not.toHaveTextContent(code);
  });

  it('pays by wallet through the same checkout', async () => {
    await logInAs('premium@example.com');
    openGiftCards();
    const user = userEvent.setup();
    const form = await buyForm();
    await user.type(within(form).getByLabelText("Recipient's name"), 'Fiona Free');
    await user.type(within(form).getByLabelText("Recipient's email"), 'free@example.com');
    await user.click(within(form).getByRole('button', { name: 'Continue to payment' }));
    await user.click(await screen.findByRole('radio', { name: 'Google Pay' }, WAIT));
    await user.click(screen.getByRole('button', { name: 'Pay £25.00 with wallet' }));
    await user.click(await screen.findByRole('button', { name: 'Pay with Google Pay' }, WAIT));
    expect(
      await screen.findByText(
        /We have emailed your £25.00 gift card to Fiona Free\./,
        undefined,
        WAIT,
      ),
    ).toBeInTheDocument();
    const paid = db.get().payments.filter((entry) => entry.path === 'giftcards/purchase');
    expect(paid).toEqual([
      expect.objectContaining({
        result: 'ok',
        body: expect.objectContaining({ is_apple_pay: '1' }),
      }),
    ]);
  });

  it('redeems a code into the gift credit, once', async () => {
    db.update((data) => {
      data.giftCardOrders.push({
        gift_card_id: 8899,
        code: 'GC-TEST-CODE',
        buyer_id: 102,
        amount: 25,
        recipient_name: 'Fiona Free',
        recipient_email: 'free@example.com',
        gift_message: '',
        send_date: localDay(),
        status: 'Sent',
        redeemed_by: null,
        at: new Date().toISOString(),
      });
    });
    await logInAs('free@example.com');
    openGiftCards('/home/giftcards?code=GC-TEST-CODE');
    const user = userEvent.setup();
    const redeem = await screen.findByRole('form', { name: 'Redeem a gift card' }, WAIT);
    expect(within(redeem).getByLabelText('Gift card code')).toHaveValue('GC-TEST-CODE');
    await user.click(within(redeem).getByRole('button', { name: 'Redeem' }));
    expect(
      await within(redeem).findByText(
        'Gift card redeemed! £25.00 has been added to your gift credit. Your gift credit is now £25.00.',
        undefined,
        WAIT,
      ),
    ).toBeInTheDocument();
    expect(db.get().users.find((entry) => entry.user_id === 101)?.gift_credit_balance).toBe(25);

    await user.type(within(redeem).getByLabelText('Gift card code'), 'gc-test-code');
    await user.click(within(redeem).getByRole('button', { name: 'Redeem' }));
    expect(
      await within(redeem).findByText('This gift card has already been redeemed.', undefined, WAIT),
    ).toBeInTheDocument();
    expect(db.get().users.find((entry) => entry.user_id === 101)?.gift_credit_balance).toBe(25);
  });
});
