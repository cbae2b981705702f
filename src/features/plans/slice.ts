import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { rootReducer } from '@/app/store';
import type { CouponDetails, CouponStatus } from './model';

/**
 * Plans client state: the chosen plan, the coupon and gift card states and the payment method.
 * Never holds card details.
 */
export interface PlansState {
  selectedPlanId: number | null;
  selectedSubPlanId: number | null;
  coupon: { code: string; status: CouponStatus; message: string; details: CouponDetails | null };
  giftCard: { code: string; status: 'idle' | 'checking' | 'applied' | 'failed'; message: string; newPrice: number | null };
  paymentMethod: 'card' | 'wallet';
}

const initialState: PlansState = {
  selectedPlanId: null,
  selectedSubPlanId: null,
  coupon: { code: '', status: 'empty', message: '', details: null },
  giftCard: { code: '', status: 'idle', message: '', newPrice: null },
  paymentMethod: 'card',
};

export const plansSlice = createSlice({
  name: 'plans',
  initialState,
  reducers: {
    planSelected(state, action: PayloadAction<{ planId: number; subPlanId: number }>) {
      const changed = state.selectedSubPlanId !== action.payload.subPlanId;
      state.selectedPlanId = action.payload.planId;
      state.selectedSubPlanId = action.payload.subPlanId;
      if (changed && state.coupon.status !== 'empty') {
        // A coupon is checked per plan: check it again for the new one.
        state.coupon.status = 'empty';
        state.coupon.message = '';
        state.coupon.details = null;
      }
      if (changed) state.giftCard = { ...initialState.giftCard, code: state.giftCard.code };
    },
    couponTyped(state, action: PayloadAction<string>) {
      state.coupon = { code: action.payload, status: 'empty', message: '', details: null };
    },
    /** Focus clears the coupon errors. */
    couponFocused(state) {
      if (state.coupon.status === 'invalid') {
        state.coupon.status = 'empty';
        state.coupon.message = '';
      }
    },
    couponCleared(state) {
      state.coupon = initialState.coupon;
    },
    couponValidating(state) {
      state.coupon.status = 'validating';
      state.coupon.message = '';
      state.coupon.details = null;
    },
    couponChecked(state, action: PayloadAction<{ valid: boolean; message: string; details: CouponDetails | null }>) {
      state.coupon.status = action.payload.valid ? 'valid' : 'invalid';
      state.coupon.message = action.payload.message;
      state.coupon.details = action.payload.details;
    },
    giftCardTyped(state, action: PayloadAction<string>) {
      state.giftCard = { code: action.payload, status: 'idle', message: '', newPrice: null };
    },
    giftCardChecking(state) {
      state.giftCard.status = 'checking';
      state.giftCard.message = '';
    },
    giftCardChecked(state, action: PayloadAction<{ applied: boolean; message: string; newPrice: number | null }>) {
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
    selectCoupon: (state) => state.coupon,
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
  couponFocused,
  couponCleared,
  couponValidating,
  couponChecked,
  giftCardTyped,
  giftCardChecking,
  giftCardChecked,
  paymentMethodChosen,
  plansReset,
} = plansSlice.actions;

export const { selectPlans, selectCoupon, selectGiftCard, selectSelectedSubPlanId, selectPaymentMethod } = injectedPlansSlice.selectors;
