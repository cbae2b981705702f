/** Gift cards members bought for someone (issue 33): the code is emailed to the recipient on the send date. Ids from 8801. */
export interface MockGiftCardOrder {
  gift_card_id: number;
  /** The code the recipient redeems (only their email carries it). */
  code: string;
  buyer_id: number;
  amount: number;
  recipient_name: string;
  recipient_email: string;
  gift_message: string;
  /** YYYY-MM-DD: the day the email goes out. */
  send_date: string;
  status: 'Scheduled' | 'Sent' | 'Redeemed';
  redeemed_by: number | null;
  at: string;
}

export interface GiftCardTables {
  giftCardOrders: MockGiftCardOrder[];
}

export function seedGiftCardTables(): GiftCardTables {
  return { giftCardOrders: [] };
}
