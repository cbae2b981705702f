import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { selectProfile } from '@/features/user';
import { selectBasketCount } from '@/features/basket';
import { checkoutDraft } from '@/lib/checkoutDraft';
import { authSession } from '@/lib/auth/session';
import { paymentCancelled, useCheckout } from '@/lib/checkout';
import { paymentFailureMessage, type CardInput } from '@/lib/payments';
import { popups } from '@/ui/popupStore';
import { ErrorState } from '@/ui/ErrorState';
import { EmptyState } from '@/ui/EmptyState';
import { Spinner } from '@/ui/Spinner';
import { useCountriesQuery, useProductsQuery } from '../api';
import {
  ADDRESS_LIMITS,
  basketTotal,
  checkoutErrors,
  fitToStock,
  type DeliveryAddress,
} from '../model';
import { useShopBasket } from '../useShopBasket';
import { readOrder, shopOrder, UNKNOWN_PAYMENT_ERROR } from '../checkout';
import { BasketLines } from '../components/BasketLines';
import { AddressForm } from '../components/AddressForm';
import '../shop.css';
import { failureMessage } from '@/lib/failureMessage';
import { formatPrice } from '@/lib/format/money';
import { PaymentProcessing } from '@/ui/PaymentProcessing';

/** The card form (and the payment code behind it) loads only at the payment step. */
const SubscriptionCardForm = lazy(() =>
  import('@/features/plans').then((plans) => ({ default: plans.SubscriptionCardForm })),
);
const PaymentMethodChoice = lazy(() =>
  import('@/features/plans').then((plans) => ({ default: plans.PaymentMethodChoice })),
);

const EMPTY_ADDRESS: DeliveryAddress = {
  email: '',
  first_name: '',
  last_name: '',
  address_line_1: '',
  address_line_2: '',
  city: '',
  county: '',
  postcode: '',
};

/** The address and step kept before a reload (only the address's own fields, as text). */
function keptCheckout(
  needsEmail: boolean,
): { address: DeliveryAddress; step: 'address' | 'payment' } | null {
  const kept = checkoutDraft.get();
  if (!kept) return null;
  const address = { ...EMPTY_ADDRESS };
  for (const field of Object.keys(EMPTY_ADDRESS) as (keyof DeliveryAddress)[])
    address[field] = (kept.address[field] ?? '').slice(0, ADDRESS_LIMITS[field]);
  // The payment step only with an address that passes its checks.
  const ready = Object.keys(checkoutErrors(address, needsEmail)).length === 0;
  return { address, step: kept.step === 'payment' && ready ? 'payment' : 'address' };
}

/** /checkout: the basket, the delivery address, then the card with 3-D Secure. */
export default function CheckoutPage() {
  const navigate = useNavigate();
  const basket = useShopBasket();
  const member = Boolean(authSession.memberToken());
  const profile = useAppSelector(selectProfile);
  const products = useProductsQuery({});
  // Coaching bookings share the basket (and its count) but are paid at the coaching basket.
  const coachingCount =
    useAppSelector(selectBasketCount) - basket.lines.reduce((sum, line) => sum + line.quantity, 0);
  const countries = useCountriesQuery();
  // A reload keeps the address typed and the step reached (this tab only, never card data).
  const [kept] = useState(() => keptCheckout(!member));
  const [address, setAddress] = useState<DeliveryAddress>(
    () =>
      kept?.address ?? {
        ...EMPTY_ADDRESS,
        first_name: member ? profile.first_name : '',
        last_name: member ? profile.last_name : '',
      },
  );
  const [errors, setErrors] = useState<Partial<Record<keyof DeliveryAddress, string>>>({});
  const [step, setStep] = useState<'address' | 'payment'>(kept?.step ?? 'address');
  const { pay: checkout, paying } = useCheckout();
  const [method, setMethod] = useState<'card' | 'wallet'>('card');

  useEffect(() => {
    document.title = 'Checkout | RWL shop';
  }, []);

  useEffect(() => {
    checkoutDraft.set({ address: { ...address }, step });
  }, [address, step]);

  // A member's name fills the delivery name once their profile is known (unless already typed),
  // adjusted during render rather than in an effect.
  const [prefilled, setPrefilled] = useState(false);
  if (member && profile.first_name && !prefilled) {
    setPrefilled(true);
    setAddress((current) =>
      current.first_name || current.last_name
        ? current
        : { ...current, first_name: profile.first_name, last_name: profile.last_name },
    );
  }

  const byId = useMemo(
    () => new Map((products.data ?? []).map((product) => [product.product_id, product])),
    [products.data],
  );
  // Stock sold since a line was added: the basket follows what is left, and says so.
  const { lines: shopLines, replace: replaceLines } = basket;
  const fitted = useMemo(
    () => (products.data ? fitToStock(shopLines, byId) : null),
    [products.data, shopLines, byId],
  );
  const [stockChanges, setStockChanges] = useState<string[]>([]);
  const [noted, setNoted] = useState<typeof fitted>(null);
  if (fitted?.changes.length && noted !== fitted) {
    setNoted(fitted);
    setStockChanges((shown) => [...new Set([...shown, ...fitted.changes])]);
  }
  useEffect(() => {
    if (fitted?.changes.length) replaceLines(fitted.lines);
  }, [fitted, replaceLines]);

  const priced = basket.lines
    .map((line) => ({ line, product: byId.get(Number(line.id)) }))
    .filter(
      (entry): entry is { line: typeof entry.line; product: NonNullable<typeof entry.product> } =>
        Boolean(entry.product),
    );
  const total = basketTotal(
    priced.map(({ line, product }) => ({ quantity: line.quantity, price: product.price })),
  );
  const counties =
    countries.data?.find((country) => country.code === 'GB')?.states.map((state) => state.name) ??
    [];

  const change = (field: keyof DeliveryAddress, value: string) => {
    setAddress((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const toPayment = () => {
    const found = checkoutErrors(address, !member);
    setErrors(found);
    const firstInvalid = Object.keys(found)[0];
    if (firstInvalid) {
      document.querySelector<HTMLElement>(`.address-form [name="${firstInvalid}"]`)?.focus();
      return;
    }
    setStep('payment');
  };

  const pay = async (
    payWith: { kind: 'card'; card: CardInput } | { kind: 'wallet'; total: number },
  ) => {
    const found = checkoutErrors(address, !member);
    if (Object.keys(found).length) {
      setErrors(found);
      setStep('address');
      return;
    }
    try {
      const reply = await checkout(
        shopOrder(
          basket.lines,
          { ...address, email: member ? profile.email : address.email },
          member,
        ),
        payWith.kind === 'card'
          ? { kind: 'card', input: payWith.card }
          : { kind: 'wallet', price: payWith.total, label: 'RWL shop order' },
      );
      const order = readOrder(reply.data);
      basket.clear();
      checkoutDraft.clear();
      // The thank-you page asks the server for the order; a visitor proves it with this email.
      navigate(`/order/thank-you?order=${encodeURIComponent(order.order_number)}`, {
        replace: true,
        state: { orderEmail: order.email },
      });
    } catch (error) {
      if (paymentCancelled(error)) return;
      const message = paymentFailureMessage(error);
      await popups.alert(message === 'Something went wrong' ? UNKNOWN_PAYMENT_ERROR : message);
    }
  };

  if (products.isLoading) return <Spinner label="Loading your basket" />;
  if (products.error)
    return (
      <div className="page">
        <ErrorState
          message={failureMessage(products.error)}
          onRetry={() => void products.refetch()}
        />
      </div>
    );

  return (
    <div className="page checkout-page">
      <h1>Checkout</h1>
      {coachingCount > 0 ? (
        <p className="shop-notice">
          Your coaching bookings ({coachingCount}) are paid in the{' '}
          <Link to="/rwl-coaches/viewbasket">coaching basket</Link>.
        </p>
      ) : null}
      {priced.length === 0 ? (
        <EmptyState title="Your basket is empty.">
          <Link className="button" to="/shop">
            Browse the shop
          </Link>
        </EmptyState>
      ) : (
        <>
          <section aria-labelledby="basket-title">
            <h2 id="basket-title">Your basket</h2>
            {stockChanges.length ? (
              <div role="status" className="shop-notice">
                {stockChanges.map((change) => (
                  <p key={change}>{change}</p>
                ))}
              </div>
            ) : null}
            <BasketLines
              lines={basket.lines}
              products={byId}
              onQuantity={basket.setQuantity}
              onRemove={basket.remove}
            />
            <p className="basket-total">
              Total <strong data-testid="basket-total">{formatPrice(total)}</strong>
            </p>
            <p className="muted">Free UK delivery in 3 to 5 working days.</p>
          </section>
          {step === 'address' ? (
            <section aria-labelledby="delivery-title">
              <h2 id="delivery-title">Delivery</h2>
              <form
                noValidate
                aria-label="Delivery"
                onSubmit={(event) => {
                  event.preventDefault();
                  toPayment();
                }}
              >
                <AddressForm
                  address={address}
                  errors={errors}
                  askEmail={!member}
                  counties={counties}
                  onChange={change}
                />
                <button className="button button--primary" type="submit">
                  Continue to payment
                </button>
              </form>
            </section>
          ) : (
            <section aria-labelledby="payment-title">
              <h2 id="payment-title">Payment</h2>
              <p>
                Delivering to {address.first_name} {address.last_name}, {address.address_line_1},{' '}
                {address.city} {address.postcode.toUpperCase()}.{' '}
                <button type="button" className="link-button" onClick={() => setStep('address')}>
                  Change
                </button>
              </p>
              <Suspense fallback={<Spinner label="Loading the card form" />}>
                <PaymentMethodChoice value={method} onChange={setMethod} />
                {method === 'card' ? (
                  <SubscriptionCardForm
                    submitLabel={`Pay ${formatPrice(total)}`}
                    busy={paying}
                    initialHolder={{ firstName: address.first_name, lastName: address.last_name }}
                    onSubmit={(card) => pay({ kind: 'card', card })}
                  />
                ) : (
                  <button
                    type="button"
                    className="button button--primary"
                    disabled={paying}
                    onClick={() => void pay({ kind: 'wallet', total })}
                  >
                    Pay {formatPrice(total)} with wallet
                  </button>
                )}
              </Suspense>
            </section>
          )}
        </>
      )}
      {paying ? <PaymentProcessing /> : null}
    </div>
  );
}
