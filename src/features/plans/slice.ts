import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { rootReducer, type RootState } from '@/app/store';
import { COUPON_CHECK, GIFT_CARD_CHECK, plansApi } from './api';
import { MESSAGES, type CouponDetails, type CouponStatus } from './model';

/**
 * Plans client state: the chosen plan, the typed coupon and gift card, and the payment method.
 * The coupon's and the gift card's verdicts are not kept here: they are their check mutations'
 * state (selectCoupon, selectGiftCard). Never holds card details.
 */
export interface PlansState {
  selectedPlanId: number | null;
  selectedSubPlanId: number | null;
  coupon: { code: string };
  giftCard: { code: string };
  paymentMethod: 'card' | 'wallet';
}

const initialState: PlansState = {
  selectedPlanId: null,
  selectedSubPlanId: null,
  coupon: { code: '' },
  giftCard: { code: '' },
  paymentMethod: 'card',
};

export const plansSlice = createSlice({
  name: 'plans',
  initialState,
  reducers: {
    // The gift card is checked again by its field when the price it applies to changes.
    planSelected(state, action: PayloadAction<{ planId: number; subPlanId: number }>) {
      state.selectedPlanId = action.payload.planId;
      state.selectedSubPlanId = action.payload.subPlanId;
    },
    couponTyped(state, action: PayloadAction<string>) {
      state.coupon = { code: action.payload };
    },
    couponCleared(state) {
      state.coupon = initialState.coupon;
    },
    giftCardTyped(state, action: PayloadAction<string>) {
      state.giftCard = { code: action.payload };
    },
    paymentMethodChosen(state, action: PayloadAction<'card' | 'wallet'>) {
      state.paymentMethod = action.payload;
    },
    plansReset() {
      return initialState;
    },
  },
  selectors: {
    selectPlans: (state) => state,
    selectSelectedSubPlanId: (state) => state.selectedSubPlanId,
    selectPaymentMethod: (state) => state.paymentMethod,
  },
});

declare module '@/app/store' {
  interface LazyLoadedSlices {
    plans: PlansState;
  }
}

/** Injected when a plans screen loads. */
export const injectedPlansSlice = plansSlice.injectInto(rootReducer);

export const {
  planSelected,
  couponTyped,
  couponCleared,
  giftCardTyped,
  paymentMethodChosen,
  plansReset,
} = plansSlice.actions;

export const { selectPlans, selectSelectedSubPlanId, selectPaymentMethod } =
  injectedPlansSlice.selectors;

export interface CouponState {
  code: string;
  status: CouponStatus;
  message: string;
  details: CouponDetails | null;
}

const selectCouponCheck = plansApi.endpoints.checkCoupon.select({
  fixedCacheKey: COUPON_CHECK,
  requestId: undefined,
});

/**
 * The typed coupon with its verdict, read from the one coupon check (fixed cache key): checking
 * while the request is on its way; valid or invalid once the server judged this code for the
 * selected plan; unjudged after a failed check, a new code or another plan.
 */
export const selectCoupon = createSelector(
  [
    (state: RootState) => injectedPlansSlice.selectSlice(state).coupon.code,
    (state: RootState) => injectedPlansSlice.selectSlice(state).selectedSubPlanId,
    selectCouponCheck,
  ],
  (code, subPlanId, check): CouponState => {
    if (check.isLoading) return { code, status: 'validating', message: '', details: null };
    const verdict = check.data;
    if (
      !check.isSuccess ||
      !verdict ||
      verdict.code !== code.trim() ||
      String(verdict.subPlanId) !== String(subPlanId)
    )
      return { code, status: 'empty', message: '', details: null };
    return {
      code,
      status: verdict.valid ? 'valid' : 'invalid',
      message: verdict.valid ? MESSAGES.couponValid : MESSAGES.couponInvalid,
      details: verdict.details,
    };
  },
);

export interface GiftCardState {
  code: string;
  status: 'idle' | 'checking' | 'applied' | 'failed';
  message: string;
  newPrice: number | null;
  /** The price the code was (or is being) checked against: a gift card applies to one price. */
  price: number | null;
}

const selectGiftCardCheck = plansApi.endpoints.giftCardPrice.select({
  fixedCacheKey: GIFT_CARD_CHECK,
  requestId: undefined,
});

/**
 * The typed gift card with its verdict, read from the one gift card check (fixed cache key):
 * checking while the request is on its way; applied (with the new price) or failed (with the
 * server's message) once the server judged this code; idle for a code not yet checked. The
 * verdict names the price it was checked against: a gift card applies to one price.
 */
export const selectGiftCard = createSelector(
  [(state: RootState) => injectedPlansSlice.selectSlice(state).giftCard.code, selectGiftCardCheck],
  (code, check): GiftCardState => {
    const idle: GiftCardState = { code, status: 'idle', message: '', newPrice: null, price: null };
    if (!code.trim()) return idle;
    if (check.isLoading) return { ...idle, status: 'checking' };
    if (check.isSuccess && check.data.gift_card_code === code.trim())
      return {
        code,
        status: 'applied',
        message: MESSAGES.giftApplied,
        newPrice: check.data.new_price,
        price: check.data.price,
      };
    const failure = check.error as
      { message?: unknown; gift_card_code?: unknown; price?: unknown } | undefined;
    if (check.isError && failure?.gift_card_code === code.trim()) {
      const message =
        typeof failure.message === 'string' && failure.message
          ? failure.message
          : 'Something went wrong';
      const price = typeof failure.price === 'number' ? failure.price : null;
      return { code, status: 'failed', message, newPrice: null, price };
    }
    return idle;
  },
);
