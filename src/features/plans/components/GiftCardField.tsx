import { useEffect, useId } from 'react';
import { MAX_LENGTH } from '@/lib/validation';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import type { AuthKind } from '@/lib/http';
import { useGiftCardPriceMutation } from '../api';
import { MESSAGES, money } from '../model';
import { giftCardChecked, giftCardChecking, giftCardTyped, selectGiftCard } from '../slice';
import './plans.css';
import { failureMessage } from '@/lib/failureMessage';

interface GiftCardFieldProps {
  /** The price the gift card is taken from. */
  price: number | null;
  symbol?: string;
  auth?: AuthKind;
}

/**
 * Gift card: checked on leaving the field when non-empty, sent with the price; checked again
 * when that price changes (another plan, a coupon), so the new price shown is the one charged.
 */
export function GiftCardField({ price, symbol = '£', auth }: GiftCardFieldProps) {
  const id = useId();
  const dispatch = useAppDispatch();
  const gift = useAppSelector(selectGiftCard);
  const [check] = useGiftCardPriceMutation();

  const checkFor = async (code: string, forPrice: number) => {
    dispatch(giftCardChecking({ price: forPrice }));
    try {
      const result = await check({ gift_card_code: code.trim(), price: forPrice, auth }).unwrap();
      dispatch(
        giftCardChecked({
          applied: true,
          message: MESSAGES.giftApplied,
          newPrice: result.new_price,
          price: forPrice,
        }),
      );
    } catch (error) {
      const message = failureMessage(error);
      dispatch(giftCardChecked({ applied: false, message, newPrice: null, price: forPrice }));
    }
  };

  const onBlur = (code: string) => {
    if (!code.trim() || price === null) return;
    if (gift.status === 'applied' && gift.price === price) return;
    void checkFor(code, price);
  };

  // The price changed under an applied (or pending) gift card: its new price is checked again.
  useEffect(() => {
    if (price === null || !gift.code.trim() || gift.price === null || gift.price === price) return;
    if (gift.status === 'applied' || gift.status === 'checking') void checkFor(gift.code, price);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [price]);

  const messageId = `${id}-status`;
  return (
    <div className={`field${gift.status === 'failed' ? ' field--error' : ''}`}>
      <label htmlFor={id}>Gift card</label>
      <input
        maxLength={MAX_LENGTH.code}
        id={id}
        value={gift.code}
        autoComplete="off"
        aria-describedby={messageId}
        aria-invalid={gift.status === 'failed' ? true : undefined}
        onChange={(event) => dispatch(giftCardTyped(event.target.value))}
        onBlur={(event) => onBlur(event.target.value)}
      />
      <span id={messageId} aria-live="polite">
        {gift.status === 'checking' ? (
          <span className="coupon-status--validating">Checking your gift card…</span>
        ) : null}
        {gift.status === 'applied' ? (
          <span className="gift-status--applied">
            {gift.message} New price: {money(gift.newPrice ?? 0, symbol)}
          </span>
        ) : null}
        {gift.status === 'failed' ? (
          <span className="field__error" role="alert">
            {gift.message}
          </span>
        ) : null}
      </span>
    </div>
  );
}
