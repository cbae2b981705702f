import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { authSession } from '@/lib/auth';
import { useCheckout } from '@/lib/checkout';
import { MAX_LENGTH } from '@/lib/validation';
import type { CardInput } from '@/lib/payments';
import { popups } from '@/ui/popupStore';
import { showSupportFailure } from '@/ui/showFailure';
import { TextField } from '@/ui/TextField';
import { PaymentProcessing } from '@/ui/PaymentProcessing';
import { failureMessage } from '@/lib/failureMessage';
import { OldCardForm, SUCCESS_MESSAGE, SUCCESS_TITLE, isCancelled, money } from '@/features/plans';
import { useCheckBuyerEmailMutation, useRegisterBuyerMutation } from './api';
import { buyerDraft } from './buyerDraft';
import { validateBuyer, type BuyerErrors, type BuyerForm, type PublicProgramme } from './model';

interface BuyWithoutAccountProps {
  programme: PublicProgramme;
  onPurchased: () => void;
}

/**
 * A visitor buys a paid programme without an account: first name, last name and email (checked
 * beside each field, kept through a reload), then the card (through the checkout, with the
 * bank's 3-D Secure step). The unregistered user is registered just before paying; the buyer
 * token then opens the programme on this page.
 */
export default function BuyWithoutAccount({ programme, onPurchased }: BuyWithoutAccountProps) {
  const folderId = programme.folder_id;
  const [draft, setDraft] = useState(() => buyerDraft.get(folderId));
  const [errors, setErrors] = useState<BuyerErrors>({});
  const [checkEmail, emailCheck] = useCheckBuyerEmailMutation();
  const [registerBuyer, registering] = useRegisterBuyerMutation();
  const { pay, paying } = useCheckout();
  const price = money(programme.price, programme.currency_symbol);
  const busy = emailCheck.isLoading || registering.isLoading || paying;

  const save = (next: typeof draft) => {
    setDraft(next);
    buyerDraft.set(next);
  };
  const edit = (field: keyof BuyerForm, value: string) => {
    save({ ...draft, form: { ...draft.form, [field]: value } });
    if (errors[field]) setErrors({ ...errors, [field]: undefined });
  };

  const toCard = async (event: FormEvent) => {
    event.preventDefault();
    const problems = validateBuyer(draft.form, folderId);
    setErrors(problems);
    if (Object.values(problems).some(Boolean)) return;
    try {
      await checkEmail(draft.form.email).unwrap();
      save({ ...draft, step: 'card' });
    } catch (error) {
      // An email that belongs to a member: said beside the field, with the way to log in above.
      setErrors({ email: failureMessage(error) });
    }
  };

  const payByCard = async (input: CardInput) => {
    try {
      const buyer = await registerBuyer({ ...draft.form, folder_id: folderId }).unwrap();
      authSession.saveBuyer(buyer.api_token);
      await pay(
        {
          kind: 'oneTime',
          buyer: 'unregistered',
          product_type: 'folder',
          product_type_id: folderId,
          product_price: programme.price,
          name: programme.title,
        },
        { kind: 'card', input },
      );
      buyerDraft.clear();
      await popups.show({ title: SUCCESS_TITLE, message: SUCCESS_MESSAGE });
      onPurchased();
    } catch (error) {
      if (!isCancelled(error)) await showSupportFailure(error);
    }
  };

  if (draft.step === 'card') {
    return (
      <div className="form-card buyer-form">
        <h2>Pay by card</h2>
        <p>
          {`${draft.form.first_name.trim()} ${draft.form.last_name.trim()}, ${draft.form.email.trim()}`}{' '}
          <button
            type="button"
            className="link-button"
            disabled={busy}
            onClick={() => save({ ...draft, step: 'details' })}
          >
            Change my details
          </button>
        </p>
        <OldCardForm submitLabel={`Pay ${price}`} busy={busy} onSubmit={payByCard} />
        {paying ? <PaymentProcessing /> : null}
      </div>
    );
  }

  return (
    <form
      className="form-card buyer-form"
      aria-labelledby="buy-without-account"
      noValidate
      onSubmit={(event) => void toCard(event)}
    >
      <h2 id="buy-without-account">Buy without an account</h2>
      <p className="muted">
        Already a member?{' '}
        <Link to="/login" onClick={() => authSession.rememberRedirect(`/home/folder/${folderId}`)}>
          Log in to buy
        </Link>
      </p>
      <TextField
        label="First name"
        name="first_name"
        autoComplete="given-name"
        maxLength={MAX_LENGTH.name}
        value={draft.form.first_name}
        error={errors.first_name}
        onChange={(event) => edit('first_name', event.target.value)}
      />
      <TextField
        label="Last name"
        name="last_name"
        autoComplete="family-name"
        maxLength={MAX_LENGTH.name}
        value={draft.form.last_name}
        error={errors.last_name}
        onChange={(event) => edit('last_name', event.target.value)}
      />
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        maxLength={MAX_LENGTH.email}
        value={draft.form.email}
        error={errors.email}
        onChange={(event) => edit('email', event.target.value)}
      />
      <button type="submit" className="button button--primary button--large" disabled={busy}>
        {`Continue to pay ${price}`}
      </button>
    </form>
  );
}
