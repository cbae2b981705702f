import * as z from 'zod/mini';
import { api } from '@/lib/api';
import { cosmeticText, firstItem, strictId, strictNumber } from '@/lib/api/schemas';

/** The server's time of a class or session start: it must be readable (it places the booking). */
const serverTime = z.string().check(z.refine((value) => !Number.isNaN(Date.parse(value))));

/** A class or one-to-one session in the member's coaching basket (money strict). */
export const coachingBasketLineSchema = z.object({
  basket_id: strictId,
  type: z.enum(['class', 'session']),
  fitpro_id: strictId,
  pro_name: cosmeticText(),
  item_id: strictId,
  class_id: strictId,
  title: cosmeticText(),
  start_at: serverTime,
  price: strictNumber,
  /** 1 when the class has filled up since it was added: it cannot be paid for. */
  is_full: strictNumber,
});
export type CoachingBasketLine = z.infer<typeof coachingBasketLineSchema>;

/** The member's coaching basket (fitpronew/view_basket and the basket call's reply). */
export const coachingBasketSchema = firstItem(
  z.object({
    lines: z.array(coachingBasketLineSchema),
    total: strictNumber,
  }),
);
export type CoachingBasket = z.infer<typeof coachingBasketSchema>;

const basketTagged = api.enhanceEndpoints({ addTagTypes: ['CoachingBasket'] });

/**
 * The coaching basket the server holds (spec 3 §7 "Coaching", fitpronew/view_basket and
 * fitpronew/basket): its lines live in this query's cache entry only. The header counts them from
 * there, the coaching pages list them from there, and the basket call's reply (the whole basket)
 * replaces the entry at once.
 */
export const coachingBasketApi = basketTagged.injectEndpoints({
  endpoints: (build) => ({
    coachingBasket: build.query<CoachingBasket, void>({
      query: () => ({
        url: 'fitpronew/view_basket',
        method: 'POST',
        auth: 'member',
        body: {},
        schema: coachingBasketSchema,
      }),
      providesTags: ['CoachingBasket'],
    }),
    changeBasket: build.mutation<CoachingBasket, Record<string, string>>({
      query: (body) => ({
        url: 'fitpronew/basket',
        method: 'POST',
        auth: 'member',
        body,
        schema: coachingBasketSchema,
      }),
      // The reply is the whole basket: it replaces the cached one (and so the header's count).
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data)
          dispatch(coachingBasketApi.util.upsertQueryData('coachingBasket', undefined, data));
      },
    }),
  }),
});

export const { useCoachingBasketQuery, useChangeBasketMutation } = coachingBasketApi;

/** A paid (or booked free) basket is empty on the server: the cached one empties at once. */
export const coachingBasketPaid = () =>
  coachingBasketApi.util.upsertQueryData('coachingBasket', undefined, { lines: [], total: 0 });

/** The coaching basket's cache entry (undefined until it is first asked for). */
export const selectCoachingBasket = coachingBasketApi.endpoints.coachingBasket.select();
