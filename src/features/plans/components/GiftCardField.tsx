import { useEffect, useId } from 'react';
import { MAX_LENGTH } from '@/lib/validation';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import type { AuthKind } from '@/lib/http';
import { GIFT_CARD_CHECK, useGiftCardPriceMutation } from '../api';
import { money } from '../model';
import { giftCardTyped, selectGiftCard } from '../slice';
import './plans.css';

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
  // The verdict lives in this mutation's state (shared by key); selectGiftCard reads it. A newer
  // check replaces an older one, whose late reply is then dropped by RTK Query.
  const [check] = useGiftCardPriceMutation({ fixedCacheKey: GIFT_CARD_CHECK });

  const checkFor = (code: string, forPrice: number) => {
    // A refused code is shown beside the field from the check's state (never a rejection).
    void check({ gift_card_code: code.trim(), price: forPrice, auth });
  };

  const onBlur = (code: string) => {
    if (!code.trim() || price === null) return;
    if (gift.status === 'applied' && gift.price === price) return;
    checkFor(code, price);
  };

  // The price changed under an applied gift card (or while it was checked, whose verdict then
  // names the old price): its new price is checked again.
  useEffect(() => {
    if (price === null || !gift.code.trim() || gift.price === null || gift.price === price) return;
    if (gift.status === 'applied') checkFor(gift.code, price);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [price, gift.price]);

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
