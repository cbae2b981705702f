import { useCallback } from 'react';
import { api } from '../api/api';
import type { ApiFailure } from '../api/baseQuery';
import type { ApiRequest } from '../api/request';
import { ApiError } from '../http/envelope';
import type { CardInput } from '../payments/types';
import type { CheckoutMethod, CheckoutOrder, CheckoutReply, HeldMethod } from './order';

/**
 * The card form's input waits here, in memory only, for the payment that tokenises it: the
 * mutation's argument (kept in the store) holds only its ticket, never the card.
 */
const heldCards = new Map<number, CardInput>();
let nextTicket = 1;

const checkoutTagged = api.enhanceEndpoints({
  addTagTypes: [
    'User',
    'Cards',
    'Plans',
    'CoachingBasket',
    'ProClasses',
    'CoachAccount',
    'Retreats',
    'GiftCards',
  ],
});

/** What a paid order changes on the server, refetched by every screen that shows it. */
function changedBy(order: CheckoutOrder) {
  switch (order.kind) {
    case 'upgrade':
    case 'subscription':
    case 'oneTime':
      return ['User', 'Cards', 'Plans'] as const;
    case 'coachingBasket':
      return ['CoachingBasket', 'ProClasses', 'User'] as const;
    case 'coachPlan':
      return ['CoachAccount', 'User'] as const;
    case 'shopOrder':
      return [] as const;
    case 'retreatBooking':
      return ['Retreats'] as const;
    case 'giftCard':
      return ['GiftCards'] as const;
  }
}

/**
 * The checkout (every payment place): one `pay` mutation over the payment gateway (card,
 * 3-D Secure, wallet). A paid order invalidates what it changed: the member's plan and cards,
 * the coaching basket and classes, a coach's account, the retreats' places.
 */
export const checkoutApi = checkoutTagged.injectEndpoints({
  endpoints: (build) => ({
    pay: build.mutation<CheckoutReply, { order: CheckoutOrder; method: HeldMethod }>({
      queryFn: async ({ order, method }, _api, _extra, baseQuery) => {
        const { payOrder, checkoutFailure } = await import('./pay');
        const send = async (request: ApiRequest): Promise<CheckoutReply> => {
          const result = await baseQuery(request);
          if (result.error) {
            const failure = result.error as ApiFailure;
            throw new ApiError(failure.message, failure.kind, failure.data, failure.httpStatus);
          }
          const meta = result.meta as { message?: string } | undefined;
          return { data: result.data, message: meta?.message ?? '' };
        };
        try {
          if (method.kind !== 'card') return { data: await payOrder(order, method, send) };
          const input = heldCards.get(method.ticket);
          heldCards.delete(method.ticket);
          if (!input) throw new Error('The card details were not found. Please type them again.');
          return { data: await payOrder(order, { kind: 'card', input }, send) };
        } catch (error) {
          return { error: checkoutFailure(error) };
        }
      },
      // A basket whose payment failed is asked for again too: a class may have filled up meanwhile.
      invalidatesTags: (result, _error, { order }) =>
        result ? [...changedBy(order)] : order.kind === 'coachingBasket' ? ['CoachingBasket'] : [],
    }),
  }),
});

/**
 * The checkout for a payment screen: `pay(order, method)` resolves with the server's reply or
 * rejects with a CheckoutFailure (`paymentCancelled(failure)` when the member closed the wallet
 * sheet); `paying` is true while the payment runs.
 */
export function useCheckout() {
  const [trigger, state] = checkoutApi.usePayMutation();
  const pay = useCallback(
    async (order: CheckoutOrder, method: CheckoutMethod): Promise<CheckoutReply> => {
      if (method.kind !== 'card') return trigger({ order, method }).unwrap();
      const ticket = nextTicket++;
      heldCards.set(ticket, method.input);
      try {
        return await trigger({ order, method: { kind: 'card', ticket } }).unwrap();
      } finally {
        heldCards.delete(ticket);
      }
    },
    [trigger],
  );
  return { pay, paying: state.isLoading };
}
