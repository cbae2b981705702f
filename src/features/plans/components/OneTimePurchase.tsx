import { useEffect, useRef, useState } from 'react';
import { Dialog } from '@/ui/Dialog';
import { popups } from '@/ui/popupStore';
import type { CardInput } from '@/lib/payments';
import { money, SUCCESS_MESSAGE, SUCCESS_TITLE } from '../model';
import { useCheckout } from '@/lib/checkout';
import type { OneTimeProduct, PayMethod } from '../payMethod';
import { PaymentMethodChoice } from './PaymentMethodChoice';
import { OldCardForm } from './OldCardForm';
import { isCancelled } from './failures';
import './plans.css';
import { showSupportFailure } from '@/ui/showFailure';

interface OneTimePurchaseProps {
  product: OneTimeProduct;
  symbol?: string;
  onPurchased: () => void;
  /** Label of the button that starts the flow. */
  label?: string;
  /**
   * The member asked to buy from elsewhere (the access popup's Buy this programme): the button
   * takes the focus, in view, as soon as it is on the page (this component may still be loading).
   */
  takeFocus?: boolean;
}

/**
 * One-time purchase of a single paid item: a yes/no prompt, the payment method (card or
 * wallet), then the success popup. Any paid content with a price can use it.
 */
export function OneTimePurchase({
  product,
  symbol = '£',
  onPurchased,
  label,
  takeFocus = false,
}: OneTimePurchaseProps) {
  const buyButton = useRef<HTMLButtonElement>(null);
  const [step, setStep] = useState<'idle' | 'method'>('idle');
  const [method, setMethod] = useState<'card' | 'wallet'>('card');
  const [showCard, setShowCard] = useState(false);
  const { pay: checkout, paying: busy } = useCheckout();
  const price = money(product.product_price, symbol);

  useEffect(() => {
    const button = buyButton.current;
    if (!takeFocus || !button) return;
    button.scrollIntoView({ block: 'center' });
    button.focus({ preventScroll: true });
  }, [takeFocus]);

  const start = async () => {
    const yes = await popups.confirm(
      `Would you like to buy ${product.name} for ${price}?`,
      'Buy this item',
      'Yes',
      'No',
    );
    if (yes) {
      setMethod('card');
      setShowCard(false);
      setStep('method');
    }
  };

  const pay = async (payMethod: PayMethod) => {
    try {
      await checkout({ kind: 'oneTime', ...product }, payMethod);
      setStep('idle');
      await popups.show({ title: SUCCESS_TITLE, message: SUCCESS_MESSAGE });
      onPurchased();
    } catch (error) {
      if (!isCancelled(error)) await showSupportFailure(error);
    }
  };

  const onContinue = () => {
    if (method === 'wallet')
      void pay({ kind: 'wallet', price: product.product_price, label: product.name });
    else setShowCard(true);
  };

  return (
    <>
      <button
        ref={buyButton}
        type="button"
        className="button button--primary button--large"
        onClick={() => void start()}
      >
        {label ?? `Buy for ${price}`}
      </button>
      {step === 'method' ? (
        <Dialog title="Payment method" onClose={() => setStep('idle')} size="medium">
          <p>
            {product.name}: <strong>{price}</strong>
          </p>
          <PaymentMethodChoice
            value={method}
            onChange={(value) => {
              setMethod(value);
              setShowCard(false);
            }}
          />
          {showCard ? (
            <OldCardForm
              submitLabel={`Pay ${price}`}
              busy={busy}
              onCancel={() => setShowCard(false)}
              onSubmit={(input: CardInput) => pay({ kind: 'card', input })}
            />
          ) : (
            <div className="card-form__actions">
              <button
                type="button"
                className="button button--secondary"
                onClick={() => setStep('idle')}
              >
                Cancel
              </button>
              <button
                type="button"
                className="button button--primary"
                disabled={busy}
                onClick={onContinue}
              >
                {busy ? 'Processing…' : 'Continue'}
              </button>
            </div>
          )}
        </Dialog>
      ) : null}
    </>
  );
}
