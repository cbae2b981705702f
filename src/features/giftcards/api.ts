import * as z from 'zod/mini';
import { api } from '@/lib/api';
import { firstItem } from '@/lib/api/schemas';
import { giftCardRedeemBody } from '@/lib/validation/bodies/giftCard';
import {
  redeemReplySchema,
  sentGiftCardSchema,
  type RedeemReply,
  type SentGiftCard,
} from './model';

const giftCardsTagged = api.enhanceEndpoints({ addTagTypes: ['GiftCards', 'User'] });

/**
 * Gift cards: the ones the member bought (giftcards/sent) and a code redeemed into their gift
 * credit (giftcards/redeem). Buying one is a payment: the checkout's `giftCard` order.
 */
export const giftCardsApi = giftCardsTagged.injectEndpoints({
  endpoints: (build) => ({
    sentGiftCards: build.query<SentGiftCard[], void>({
      query: () => ({
        url: 'giftcards/sent',
        method: 'GET',
        schema: z.array(sentGiftCardSchema),
      }),
      providesTags: ['GiftCards'],
    }),
    // The member's gift credit is in their profile (user/check): it is asked for again.
    redeemGiftCard: build.mutation<RedeemReply, { gift_card_code: string }>({
      query: (body) => ({
        url: 'giftcards/redeem',
        method: 'POST',
        body: { gift_card_code: body.gift_card_code.trim() },
        bodySchema: giftCardRedeemBody,
        schema: firstItem(redeemReplySchema),
      }),
      invalidatesTags: (result) => (result ? ['User', 'GiftCards'] : []),
    }),
  }),
});

export const { useSentGiftCardsQuery, useRedeemGiftCardMutation } = giftCardsApi;
