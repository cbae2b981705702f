/** Mock REST handlers of gift cards (issue 33): buy one for someone, the buyer's sent list, redeem a code. */
import { db } from '../db/store';
import type { MockGiftCardOrder } from '../db/giftCardTables';
import { fail, memberRoute, ok, refusedBody, str } from './respond';
import { charge, GIFT_CARD_INVALID, PAYMENT_SUCCESS, record } from './plans';
import {
  giftCardPurchaseBody,
  giftCardRedeemBody,
  localDay,
} from '../../src/lib/validation/requestBodies';

export const GIFT_CARD_REDEEMED = 'Gift card redeemed!';
export const GIFT_CARD_USED = 'This gift card has already been redeemed.';

/** Letters and digits nobody misreads (no 0/O, 1/I/L). */
const CODE_LETTERS = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

function newCode(): string {
  const bytes = new Uint8Array(8);
  crypto.getRandomValues(bytes);
  const letters = Array.from(bytes, (byte) => CODE_LETTERS[byte % CODE_LETTERS.length]).join('');
  return `GC-${letters.slice(0, 4)}-${letters.slice(4)}`;
}

/** What the buyer sees of a card: never its code (only the recipient's email carries it). */
function sentRow(card: MockGiftCardOrder) {
  return {
    gift_card_id: card.gift_card_id,
    amount: card.amount,
    recipient_name: card.recipient_name,
    recipient_email: card.recipient_email,
    gift_message: card.gift_message,
    send_date: card.send_date,
    status: card.status,
  };
}

/** The mock's mail: each card whose send date has come is emailed to its recipient, once. */
function deliverDue(): void {
  const today = localDay();
  const due = db
    .get()
    .giftCardOrders.filter((card) => card.status === 'Scheduled' && card.send_date <= today);
  if (!due.length) return;
  db.update((data) => {
    for (const card of data.giftCardOrders) {
      if (card.status !== 'Scheduled' || card.send_date > today) continue;
      const buyer = data.users.find((user) => user.user_id === card.buyer_id);
      card.status = 'Sent';
      data.mailbox.push({
        to: card.recipient_email,
        subject: `${buyer?.first_name ?? 'Someone'} sent you a £${card.amount.toFixed(2)} RWL gift card: your code is ${card.code}`,
        link: `/home/giftcards?code=${encodeURIComponent(card.code)}`,
        at: new Date().toISOString(),
      });
    }
    if (data.mailbox.length > 50) data.mailbox.splice(0, data.mailbox.length - 50);
  });
}

export const giftCardHandlers = [
  memberRoute('post', 'giftcards/purchase', ({ user, body }) => {
    const refused = refusedBody(giftCardPurchaseBody(), body);
    if (refused) {
      record('giftcards/purchase', user, body, 'failed');
      return refused;
    }
    const charged = charge(user, body);
    if (!charged.ok) {
      record('giftcards/purchase', user, body, charged.result);
      return charged.response;
    }
    const card: MockGiftCardOrder = {
      gift_card_id:
        Math.max(8800, ...db.get().giftCardOrders.map((entry) => entry.gift_card_id)) + 1,
      code: newCode(),
      buyer_id: user.user_id,
      amount: Number(body.amount),
      recipient_name: str(body.recipient_name).trim(),
      recipient_email: str(body.recipient_email).trim(),
      gift_message: str(body.gift_message).trim(),
      send_date: str(body.send_date),
      status: 'Scheduled',
      redeemed_by: null,
      at: new Date().toISOString(),
    };
    db.update((data) => {
      data.giftCardOrders.push(card);
    });
    record('giftcards/purchase', user, body, 'ok');
    deliverDue();
    const stored = db
      .get()
      .giftCardOrders.find((entry) => entry.gift_card_id === card.gift_card_id);
    return ok([sentRow(stored ?? card)], PAYMENT_SUCCESS);
  }),

  /** The buyer's gift cards, newest first. */
  memberRoute('get', 'giftcards/sent', ({ user }) => {
    deliverDue();
    const mine = db
      .get()
      .giftCardOrders.filter((card) => card.buyer_id === user.user_id)
      .sort((a, b) => b.gift_card_id - a.gift_card_id);
    return ok(mine.map(sentRow));
  }),

  /** A code from a gift card email adds its amount to the member's gift credit, once. */
  memberRoute('post', 'giftcards/redeem', ({ user, body }) => {
    const refused = refusedBody(giftCardRedeemBody, body);
    if (refused) return refused;
    deliverDue();
    const code = str(body.gift_card_code).trim().toUpperCase();
    const card = db
      .get()
      .giftCardOrders.find((entry) => entry.code === code && entry.status !== 'Scheduled');
    if (!card) return fail(GIFT_CARD_INVALID);
    if (card.status === 'Redeemed') return fail(GIFT_CARD_USED);
    let balance = 0;
    db.update((data) => {
      const stored = data.giftCardOrders.find((entry) => entry.gift_card_id === card.gift_card_id);
      const member = data.users.find((entry) => entry.user_id === user.user_id);
      if (!stored || !member) return;
      stored.status = 'Redeemed';
      stored.redeemed_by = user.user_id;
      member.gift_credit_balance =
        Math.round(((member.gift_credit_balance || 0) + stored.amount) * 100) / 100;
      balance = member.gift_credit_balance;
    });
    return ok([{ amount: card.amount, gift_credit_balance: balance }], GIFT_CARD_REDEEMED);
  }),
];
