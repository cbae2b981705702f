import { useEffect, useState } from 'react';
import type { WalletKind } from '@/lib/payments';
import { useGetCardListQuery } from '../api';
import './plans.css';

const WALLET_LABELS: Record<WalletKind, string> = {
  apple_pay: 'Apple Pay',
  google_pay: 'Google Pay',
};

/** How a member pays: the saved card, a card typed now, or the wallet. */
export type PaymentMethod = 'saved' | 'card' | 'wallet';

type PaymentMethodChoiceProps =
  | {
      value: 'card' | 'wallet';
      onChange: (value: 'card' | 'wallet') => void;
      /** Label of the card option (e.g. "Saved card"). */
      cardLabel?: string;
      savedCard?: false;
    }
  | {
      value: PaymentMethod;
      onChange: (value: PaymentMethod) => void;
      /**
       * The member has a saved card (has_cards): it is offered first, named from
       * payments/get_card_list ("Saved card: Visa ending 4242"), with "New card" beside it.
       */
      savedCard: true;
    };

/** "Saved card: Visa ending 4242", the member's default card (the first while none is marked). */
function useSavedCardLabel(ask: boolean): string {
  const cards = useGetCardListQuery(undefined, { skip: !ask });
  const card = cards.data?.find((candidate) => candidate.is_default === 1) ?? cards.data?.[0];
  return card?.last4 ? `Saved card: ${card.brand} ending ${card.last4}` : 'Saved card';
}

/** Card or wallet (Apple Pay / Google Pay, when this browser offers one); the choice toggles. */
export function PaymentMethodChoice(props: PaymentMethodChoiceProps) {
  const [wallet, setWallet] = useState<WalletKind | null>(null);
  const savedLabel = useSavedCardLabel(props.savedCard === true);
  useEffect(() => {
    let live = true;
    void import('@/lib/payments')
      .then(({ getPaymentGateway }) => getPaymentGateway())
      .then((gateway) => gateway.walletAvailable())
      .then((kind) => {
        if (live) setWallet(kind);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);

  return (
    <fieldset className="pay-method">
      <legend>Payment method</legend>
      {props.savedCard ? (
        <label>
          <input
            type="radio"
            name="payment-method"
            checked={props.value === 'saved'}
            onChange={() => props.onChange('saved')}
          />
          {savedLabel}
        </label>
      ) : null}
      <label>
        <input
          type="radio"
          name="payment-method"
          checked={props.value === 'card'}
          onChange={() => props.onChange('card')}
        />
        {props.savedCard ? 'New card' : (props.cardLabel ?? 'Card')}
      </label>
      {wallet ? (
        <label>
          <input
            type="radio"
            name="payment-method"
            checked={props.value === 'wallet'}
            onChange={() => props.onChange('wallet')}
          />
          {WALLET_LABELS[wallet]}
        </label>
      ) : null}
    </fieldset>
  );
}
