import { useEffect, useId } from 'react';
import { MAX_LENGTH } from '@/lib/validation';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { GENERIC_FAILURE_MESSAGE, type AuthKind } from '@/lib/http';
import { popups } from '@/ui/popupStore';
import { COUPON_CHECK, useCheckCouponMutation } from '../api';
import { couponNeedsValidation, MESSAGES } from '../model';
import { couponCleared, couponTyped, selectCoupon } from '../slice';
import './plans.css';
import { failureMessage } from '@/lib/failureMessage';

interface CouponFieldProps {
  planId: number | null;
  subPlanId: number | null;
  auth?: AuthKind;
}

/**
 * Coupon code: validated on blur (empty or "clear" is not validated; "clear" clears it), focus
 * clears the error; states validating, valid ("valid"), invalid with the spec's message.
 */
export function CouponField({ planId, subPlanId, auth }: CouponFieldProps) {
  const id = useId();
  const dispatch = useAppDispatch();
  const coupon = useAppSelector(selectCoupon);
  // The verdict lives in this mutation's state (shared by key); selectCoupon reads it.
  const [check, { reset }] = useCheckCouponMutation({ fixedCacheKey: COUPON_CHECK });

  const clear = () => {
    reset();
    dispatch(couponCleared());
  };

  const validate = async (code: string) => {
    if (code.trim().toLowerCase() === 'clear') {
      clear();
      return;
    }
    if (!couponNeedsValidation(code) || !planId || !subPlanId) return;
    try {
      await check({
        plan_id: planId,
        sub_plan_id: subPlanId,
        coupon_code: code.trim(),
        auth,
      }).unwrap();
    } catch (error) {
      // A failed check judges nothing: the coupon stays as typed, unchecked, and the server's
      // message is shown in the popup (a member must not pay full price during an outage).
      void popups.alert(failureMessage(error, GENERIC_FAILURE_MESSAGE));
    }
  };

  // A coupon is valid per plan: when the plan changes, a typed coupon is checked again.
  useEffect(() => {
    if (coupon.status === 'empty' && couponNeedsValidation(coupon.code) && subPlanId)
      void validate(coupon.code);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [subPlanId]);

  const messageId = `${id}-status`;
  return (
    <div className={`field${coupon.status === 'invalid' ? ' field--error' : ''}`}>
      <label htmlFor={id}>Coupon code</label>
      <input
        maxLength={MAX_LENGTH.code}
        id={id}
        value={coupon.code}
        autoComplete="off"
        aria-describedby={messageId}
        aria-invalid={coupon.status === 'invalid' ? true : undefined}
        onChange={(event) => dispatch(couponTyped(event.target.value))}
        onFocus={() => {
          // Focus clears the coupon error.
          if (coupon.status === 'invalid') reset();
        }}
        onBlur={(event) => void validate(event.target.value)}
      />
      <span
        id={messageId}
        aria-live="polite"
        className={`coupon-status coupon-status--${coupon.status}`}
      >
        {coupon.status === 'validating' ? 'Checking your coupon…' : null}
        {coupon.status === 'valid' ? MESSAGES.couponValid : null}
        {coupon.status === 'invalid' ? (
          <span role="alert">
            This coupon code is not valid for this plan.{'  '}
            <button type="button" className="link-button" onClick={clear}>
              remove code &gt;&gt;
            </button>
          </span>
        ) : null}
      </span>
    </div>
  );
}
