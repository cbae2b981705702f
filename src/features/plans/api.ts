import * as z from 'zod/mini';
import { api } from '@/lib/api';
import {
  cosmeticList,
  firstItem,
  strictId,
  strictNumber,
  strictText,
  cosmeticNumber as num,
  cosmeticText as text,
} from '@/lib/api/schemas';
import type { AuthKind } from '@/lib/http';
import {
  couponCheckRequest,
  readCouponCheck,
  offerPlanSchema,
  plansRequest,
  type CouponCheckArgs,
  type CouponCheckReply,
  type CouponVerdict,
  type OfferPlan,
  type PlansReply,
  type PlansRequest,
} from './model';

export const savedCardSchema = z.object({
  card_id: strictId,
  brand: text('Card'),
  last4: text(),
  exp_month: text(),
  exp_year: text(),
  is_default: num(),
});
export type SavedCard = z.infer<typeof savedCardSchema>;

export const subscriptionDetailsSchema = z.object({
  has_trial30: strictNumber,
  has_trial7: strictNumber,
  sub_plan_title: text(),
  plan_id: strictNumber,
  sub_plan_id: strictNumber,
  price: strictNumber,
  currency_symbol: text('£'),
  status: z.string(),
});
export type SubscriptionDetails = z.infer<typeof subscriptionDetailsSchema>;

export const renewalSchema = z.object({
  next_renewal_date: strictText,
  amount: strictNumber,
  currency_symbol: text('£'),
  can_change_billing_date: num(1),
});
export type Renewal = z.infer<typeof renewalSchema>;

export const billingPreviewSchema = z.object({
  new_billing_date: strictText,
  prorated_amount: strictNumber,
  currency_symbol: text('£'),
  message: text(),
});
export type BillingPreview = z.infer<typeof billingPreviewSchema>;

export const cancellationButtonSchema = z.object({
  button_id: num(),
  title: text(),
  action: text(),
});
export const cancellationProcessSchema = z.object({
  title: text(),
  description: text(),
  sub_description: text(),
  buttons: cosmeticList(cancellationButtonSchema),
  reasons: cosmeticList(z.string()),
});
export type CancellationProcess = z.infer<typeof cancellationProcessSchema>;
export type CancellationButton = z.infer<typeof cancellationButtonSchema>;

/** The one coupon check the plans screens share (useCheckCouponMutation's fixedCacheKey). */
export const COUPON_CHECK = 'coupon';

/** The one gift card check the plans screens share (useGiftCardPriceMutation's fixedCacheKey). */
export const GIFT_CARD_CHECK = 'gift-card';

/** A verdict with the code and sub-plan it was given for. */
export type CheckedCoupon = CouponVerdict & { code: string; subPlanId: number | string };

/** Server data of the plans area (plan lists, coupons, cards, subscription, offers, pin). */
export const plansApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPlans: build.query<PlansReply, PlansRequest & { auth?: AuthKind }>({
      query: ({ auth, ...request }) =>
        plansRequest(request, auth ?? (request.kind === 'paywall' ? 'registration' : 'member')),
      providesTags: ['Plans'],
    }),
    /** frontend/coupon_details; a failure rejects with the server's message and judges nothing. */
    checkCoupon: build.mutation<CheckedCoupon, CouponCheckArgs & { auth?: AuthKind }>({
      query: ({ auth, ...args }) => ({ ...couponCheckRequest(args), auth: auth ?? 'none' }),
      transformResponse: (
        data: CouponCheckReply,
        meta: { message: string } | undefined,
        args: CouponCheckArgs,
      ) => ({
        ...readCouponCheck(data, meta?.message ?? ''),
        code: args.coupon_code,
        subPlanId: args.sub_plan_id,
      }),
    }),
    // The verdict names the code and the price it judged (a gift card applies to one price).
    giftCardPrice: build.mutation<
      { new_price: number; message: string; gift_card_code: string; price: number },
      { gift_card_code: string; price: number; auth?: AuthKind }
    >({
      query: ({ auth, ...body }) => ({
        url: 'user/gift_card_price_display',
        method: 'POST',
        body,
        auth: auth ?? 'member',
        schema: firstItem(z.object({ new_price: strictNumber })),
      }),
      transformResponse: (
        data: { new_price: number },
        meta: { message: string } | undefined,
        args: { gift_card_code: string; price: number },
      ) => ({
        new_price: data.new_price,
        message: meta?.message ?? '',
        gift_card_code: args.gift_card_code,
        price: args.price,
      }),
      transformErrorResponse: (error, _meta, args) => ({
        ...error,
        gift_card_code: args.gift_card_code,
        price: args.price,
      }),
    }),
    getSubscriptionDetails: build.query<SubscriptionDetails, void>({
      query: () => ({
        url: 'payments/get_user_subscription_details',
        method: 'POST',
        body: {},
        schema: firstItem(subscriptionDetailsSchema),
      }),
      providesTags: ['Plans'],
    }),
    getCardList: build.query<SavedCard[], void>({
      query: () => ({
        url: 'payments/get_card_list',
        method: 'POST',
        body: {},
        schema: z.array(savedCardSchema),
      }),
      providesTags: ['Cards'],
    }),
    setDefaultCard: build.mutation<unknown, { card_id: string }>({
      query: (body) => ({ url: 'payments/set_default_credit_card', method: 'POST', body }),
      invalidatesTags: ['Cards'],
    }),
    deleteCard: build.mutation<unknown, { card_id: string }>({
      query: (body) => ({ url: 'payments/delete_customer_credit_card', method: 'POST', body }),
      invalidatesTags: ['Cards', 'User'],
    }),
    addCard: build.mutation<unknown, { recurly_token: string }>({
      query: (body) => ({
        url: 'payments/create_chargify_customer_payment_profile',
        method: 'POST',
        body,
      }),
      invalidatesTags: ['Cards', 'User'],
    }),
    getNextRenewal: build.query<Renewal, void>({
      query: () => ({
        url: 'user/get_next_renewal_data',
        method: 'GET',
        schema: firstItem(renewalSchema),
      }),
      providesTags: ['Plans'],
    }),
    billingDatePreview: build.mutation<BillingPreview, { billing_date: string }>({
      query: (body) => ({
        url: 'payments/subscription_billing_date_change_preview_recurly',
        method: 'POST',
        body,
        schema: firstItem(billingPreviewSchema),
      }),
    }),
    changeBillingDate: build.mutation<unknown, { billing_date: string }>({
      query: (body) => ({
        url: 'payments/subscription_billing_date_change_recurly',
        method: 'POST',
        body,
      }),
      invalidatesTags: ['Plans', 'User'],
    }),
    getCancellationProcess: build.query<CancellationProcess, void>({
      query: () => ({
        url: 'payments/cancellation_process_json',
        method: 'POST',
        body: {},
        schema: firstItem(cancellationProcessSchema),
      }),
    }),
    addCancellationButtonTag: build.mutation<
      unknown,
      { button_id: number; plan_id: number; sub_plan_id: number }
    >({
      query: (body) => ({ url: 'payments/add_cancellation_button_tags', method: 'POST', body }),
    }),
    /** Resolves with the server's message. */
    cancelSubscription: build.mutation<
      string,
      // With the exit quiz's answer (quiz/cancel_membership) when the member gave one.
      { reason: string; quiz_id?: number; question_id?: number; option_ids?: number[] }
    >({
      query: (body) => ({
        url: 'payments/recurly_cancel_customer_subscription',
        method: 'POST',
        body,
      }),
      transformResponse: (_data: unknown, meta: { message: string } | undefined) =>
        meta?.message || 'Your membership has been cancelled.',
      invalidatesTags: ['Plans', 'User'],
    }),
    addCouponToSubscription: build.mutation<
      unknown,
      { coupon_code: string; plan_id: number; sub_plan_id: number }
    >({
      query: (body) => ({
        url: 'payments/add_coupon_in_existing_subscription',
        method: 'POST',
        body,
      }),
      invalidatesTags: ['Plans', 'User'],
    }),
    getOffers: build.query<OfferPlan[], { offer_id: number }>({
      query: (body) => ({
        url: 'payments/offer_plans',
        method: 'POST',
        body,
        schema: z.array(offerPlanSchema),
      }),
    }),
  }),
});

export const {
  useGetPlansQuery,
  useCheckCouponMutation,
  useGiftCardPriceMutation,
  useGetSubscriptionDetailsQuery,
  useGetCardListQuery,
  useSetDefaultCardMutation,
  useDeleteCardMutation,
  useAddCardMutation,
  useGetNextRenewalQuery,
  useBillingDatePreviewMutation,
  useChangeBillingDateMutation,
  useGetCancellationProcessQuery,
  useAddCancellationButtonTagMutation,
  useCancelSubscriptionMutation,
  useAddCouponToSubscriptionMutation,
  useGetOffersQuery,
} = plansApi;
