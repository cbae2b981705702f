import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { rootReducer, type RootState } from '@/app/store';
import { COUPON_CHECK, plansApi } from './api';
import { MESSAGES, type CouponDetails, type CouponStatus } from './model';

/**
 * Plans client state: the chosen plan, the typed coupon, the gift card state and the payment
 * method. The coupon's verdict is not kept here: it is the coupon check mutation's state
 * (selectCoupon). Never holds card details.
 */
export interface PlansState {
  selectedPlanId: number | null;
  selectedSubPlanId: number | null;
  coupon: { code: string };
  giftCard: {
    code: string;
    status: 'idle' | 'checking' | 'applied' | 'failed';
    message: string;
    newPrice: number | null;
    /** The price the code was (or is being) checked against: a gift card applies to one price. */
    price: number | null;
  };
  paymentMethod: 'card' | 'wallet';
}

const initialState: PlansState = {
  selectedPlanId: null,
  selectedSubPlanId: null,
  coupon: { code: '' },
  giftCard: { code: '', status: 'idle', message: '', newPrice: null, price: null },
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
      state.giftCard = { ...initialState.giftCard, code: action.payload };
    },
    giftCardChecking(state, action: PayloadAction<{ price: number }>) {
      state.giftCard.status = 'checking';
      state.giftCard.message = '';
      state.giftCard.price = action.payload.price;
    },
    giftCardChecked(
      state,
      action: PayloadAction<{
        applied: boolean;
        message: string;
        newPrice: number | null;
        price: number;
      }>,
    ) {
      // A reply for a price or code no longer asked about (a newer check is on its way) is dropped.
      if (state.giftCard.status !== 'checking' || state.giftCard.price !== action.payload.price)
        return;
      state.giftCard.status = action.payload.applied ? 'applied' : 'failed';
      state.giftCard.message = action.payload.message;
      state.giftCard.newPrice = action.payload.newPrice;
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
    selectGiftCard: (state) => state.giftCard,
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
  giftCardChecking,
  giftCardChecked,
  paymentMethodChosen,
  plansReset,
} = plansSlice.actions;

export const { selectPlans, selectGiftCard, selectSelectedSubPlanId, selectPaymentMethod } =
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
