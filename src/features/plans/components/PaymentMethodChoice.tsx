import { useEffect, useState } from 'react';
import type { WalletKind } from '@/lib/payments';
import './plans.css';

const WALLET_LABELS: Record<WalletKind, string> = { apple_pay: 'Apple Pay', google_pay: 'Google Pay' };

interface PaymentMethodChoiceProps {
  value: 'card' | 'wallet';
  onChange: (value: 'card' | 'wallet') => void;
  /** Label of the card option (e.g. "Saved card ending 4242"). */
  cardLabel?: string;
}

/** Card or wallet (Apple Pay / Google Pay, when this browser offers one); the choice toggles. */
export function PaymentMethodChoice({ value, onChange, cardLabel = 'Card' }: PaymentMethodChoiceProps) {
  const [wallet, setWallet] = useState<WalletKind | null>(null);
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
      <label>
        <input type="radio" name="payment-method" checked={value === 'card'} onChange={() => onChange('card')} />
        {cardLabel}
      </label>
      {wallet ? (
        <label>
          <input type="radio" name="payment-method" checked={value === 'wallet'} onChange={() => onChange('wallet')} />
          {WALLET_LABELS[wallet]}
        </label>
      ) : null}
    </fieldset>
  );
}
