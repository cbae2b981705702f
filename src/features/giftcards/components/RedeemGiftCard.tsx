import { useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { failureMessage } from '@/lib/failureMessage';
import { formatPrice } from '@/lib/format/money';
import { MAX_LENGTH } from '@/lib/validation';
import { GIFT_CODE_MESSAGE } from '@/lib/validation/bodies/giftCard';
import { useRedeemGiftCardMutation } from '../api';

/**
 * Redeem a gift card: the code from the email (its link fills it in) adds the card's amount to
 * the member's gift credit, which pays part of their next plan.
 */
export function RedeemGiftCard() {
  const id = useId();
  const [params] = useSearchParams();
  const [code, setCode] = useState(() => (params.get('code') ?? '').slice(0, MAX_LENGTH.code));
  const [problem, setProblem] = useState('');
  const [redeem, state] = useRedeemGiftCardMutation();
  const [added, setAdded] = useState<{ amount: number; balance: number } | null>(null);

  const submit = async () => {
    setAdded(null);
    if (!code.trim()) {
      setProblem(GIFT_CODE_MESSAGE);
      document.getElementById(`${id}-code`)?.focus();
      return;
    }
    try {
      const reply = await redeem({ gift_card_code: code }).unwrap();
      setAdded({ amount: reply.amount, balance: reply.gift_credit_balance });
      setCode('');
    } catch (error) {
      setProblem(failureMessage(error));
    }
  };

  return (
    <form
      noValidate
      aria-label="Redeem a gift card"
      className="gift-redeem"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div className={`field${problem ? ' field--error' : ''}`}>
        <label htmlFor={`${id}-code`}>Gift card code</label>
        <input
          id={`${id}-code`}
          autoComplete="off"
          maxLength={MAX_LENGTH.code}
          value={code}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(event) => {
            setCode(event.target.value);
            setProblem('');
          }}
        />
        {problem ? (
          <span id={`${id}-problem`} className="field__error" role="alert">
            {problem}
          </span>
        ) : null}
      </div>
      <button className="button button--primary" type="submit" disabled={state.isLoading}>
        {state.isLoading ? 'Redeeming…' : 'Redeem'}
      </button>
      {added ? (
        <p role="status" className="gift-redeemed">
          Gift card redeemed! {formatPrice(added.amount)} has been added to your gift credit. Your
          gift credit is now {formatPrice(added.balance)}.
        </p>
      ) : null}
    </form>
  );
}
