import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { useCheckout } from '@/lib/checkout';
import { local, storageKeys } from '@/lib/storage';
import { Dialog } from '@/ui/Dialog';
import { Spinner } from '@/ui/Spinner';
import { popups } from '@/ui/popupStore';
import type { CardInput } from '@/lib/payments';
import { selectProfile } from '@/features/user';
import { useGetOffersQuery } from '../api';
import {
  decryptOriginalPrice,
  money,
  offerConfirmText,
  offerNotWeb,
  giftCreditUsed,
  priceAfterCredit,
  type OfferPlan,
  type SubPlan,
} from '../model';
import type { PayMethod } from '../payMethod';
import { OldCardForm } from './OldCardForm';
import { showPaymentSuccess } from './paymentSuccess';
import { isCancelled } from './failures';
import './plans.css';
import './offer.css';
import { failureMessage } from '@/lib/failureMessage';
import { showSupportFailure } from '@/ui/showFailure';

export const NOT_WEB_MESSAGE =
  'Your membership was bought in the app, so offers can only be taken there.';

function clearOfferKeys(): void {
  local.remove(storageKeys.deviceOffer, storageKeys.linkOfferId);
}

/**
 * The offer-plan popup: padlock, images, the offer card; with a card on file a confirmation
 * (Confirm / Cancel, gift credit subtracted in the text), without one the card details dialog.
 * Cancel clears device_offer and link_offer_id; a load failure clears link_offer_id, closes
 * the popup and shows the message. Paid members who bought outside the web get a 'not web' notice.
 */
export default function OfferPlanPopup({ onClose }: { onClose: () => void }) {
  const profile = useAppSelector(selectProfile);
  const navigate = useNavigate();
  const notWeb = offerNotWeb(profile);
  const offerId = Number(local.get(storageKeys.linkOfferId) ?? 0) || 0;
  const offers = useGetOffersQuery({ offer_id: offerId }, { skip: notWeb });
  const [chosen, setChosen] = useState<{ offer: OfferPlan; plan: SubPlan } | null>(null);
  const [stage, setStage] = useState<'list' | 'confirm' | 'card'>('list');
  const { pay: checkout, paying: busy } = useCheckout();

  useEffect(() => {
    if (!offers.error) return;
    local.remove(storageKeys.linkOfferId);
    onClose();
    void popups.alert(failureMessage(offers.error, 'This offer is no longer available.'));
  }, [offers.error, onClose]);

  const cancel = () => {
    clearOfferKeys();
    onClose();
  };

  if (notWeb) {
    return (
      <Dialog title="Special offer" onClose={cancel}>
        <p>{NOT_WEB_MESSAGE}</p>
        <div className="card-form__actions">
          <button type="button" className="button button--primary" onClick={cancel}>
            OK
          </button>
        </div>
      </Dialog>
    );
  }
  if (offers.isLoading || !offers.data) {
    return offers.error ? null : (
      <Dialog title="Special offer" onClose={cancel}>
        <Spinner label="Loading your offer" />
      </Dialog>
    );
  }

  const pay = async (method: PayMethod) => {
    if (!chosen) return;
    try {
      await checkout(
        {
          kind: 'upgrade',
          plan_id: chosen.plan.plan_id,
          sub_plan_id: chosen.plan.sub_plan_id,
          is_offer_plan: 1,
          offer_id: chosen.offer.offer_id,
          // The gift credit subtracted in the text is taken off the charge too.
          gift_credit_used:
            giftCreditUsed(chosen.plan.price, profile.gift_credit_balance) || undefined,
        },
        method,
      );
      local.remove(storageKeys.linkOfferId);
      onClose();
      await showPaymentSuccess({
        navigate,
        pinScreen: profile.pin_screen,
        purchase: { price: chosen.plan.price, currency: chosen.plan.currency, user: profile },
      });
    } catch (error) {
      if (!isCancelled(error)) await showSupportFailure(error);
    }
  };

  const pick = (offer: OfferPlan, plan: SubPlan) => {
    setChosen({ offer, plan });
    setStage(profile.has_cards === 1 ? 'confirm' : 'card');
  };

  if (chosen && stage === 'confirm') {
    const symbol = chosen.offer.currency_symbol || chosen.plan.currency_symbol;
    return (
      <Dialog title="Confirm your offer" onClose={cancel}>
        <p>
          {offerConfirmText(chosen.offer, chosen.plan.price, symbol, profile.gift_credit_balance)}
        </p>
        <div className="card-form__actions">
          <button type="button" className="button button--secondary" onClick={cancel}>
            Cancel
          </button>
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            onClick={() => void pay({ kind: 'saved' })}
          >
            {busy ? 'Processing…' : 'Confirm'}
          </button>
        </div>
      </Dialog>
    );
  }
  if (chosen && stage === 'card') {
    const symbol = chosen.offer.currency_symbol || chosen.plan.currency_symbol;
    const due = priceAfterCredit(chosen.plan.price, profile.gift_credit_balance);
    return (
      <Dialog title="Card details" onClose={cancel} size="medium">
        <p>
          {chosen.offer.card_title || chosen.offer.title}: {money(due, symbol)}
        </p>
        <OldCardForm
          submitLabel={`Pay ${money(due, symbol)}`}
          busy={busy}
          onCancel={cancel}
          onSubmit={(input: CardInput) => pay({ kind: 'card', input })}
        />
      </Dialog>
    );
  }

  const first = offers.data[0];
  return (
    <Dialog title={first?.title || 'Special offer'} onClose={cancel} size="large">
      {offers.data.map((offer) => {
        const original = decryptOriginalPrice(offer.original_price);
        return (
          <article key={offer.offer_id} className="offer">
            {offer.is_padlock === 1 ? (
              <p className="offer__padlock">
                <svg
                  aria-hidden="true"
                  width="16"
                  height="16"
                  viewBox="0 0 24 24"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2.5"
                >
                  <rect x="4" y="11" width="16" height="10" rx="2" />
                  <path d="M8 11V7a4 4 0 0 1 8 0v4" />
                </svg>{' '}
                {offer.padlock_text}
              </p>
            ) : null}
            <picture>
              <source media="(min-width: 700px)" srcSet={offer.new_desktop_image} />
              <img className="offer__image" src={offer.new_mobile_image} alt={offer.title} />
            </picture>
            {offer.subtitle ? <p className="lead">{offer.subtitle}</p> : null}
            {offer.header_description ? <p>{offer.header_description}</p> : null}
            {offer.plan_header ? <h3>{offer.plan_header}</h3> : null}
            {offer.plan_sub_header ? <p className="plan-tag">{offer.plan_sub_header}</p> : null}
            {offer.sub_plan.map((plan) => (
              <div key={plan.sub_plan_id} className="offer__card">
                <p className="plan-option__label">{offer.card_title || plan.title}</p>
                {offer.card_sub_title ? <p className="hint">{offer.card_sub_title}</p> : null}
                <p className="plan-option__price">
                  {original ? (
                    <span className="plan-option__was">
                      {money(Number(original), offer.currency_symbol)}
                    </span>
                  ) : null}{' '}
                  {money(plan.price, offer.currency_symbol)}
                </p>
                {offer.plan_description ? <p>{offer.plan_description}</p> : null}
                <button
                  type="button"
                  className="button button--primary button--block"
                  onClick={() => pick(offer, plan)}
                >
                  {offer.plan_button_text || offer.card_button_text || 'Get this offer'}
                </button>
                {offer.card_footer_title ? <p className="hint">{offer.card_footer_title}</p> : null}
                {offer.footer_renewal_text ? (
                  <p className="hint">{offer.footer_renewal_text}</p>
                ) : null}
              </div>
            ))}
          </article>
        );
      })}
      <div className="card-form__actions">
        <button type="button" className="button button--secondary" onClick={cancel}>
          Cancel
        </button>
      </div>
    </Dialog>
  );
}
