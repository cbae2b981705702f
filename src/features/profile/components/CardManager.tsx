import { useState } from 'react';
import { popups } from '@/ui/popupStore';
import { Dialog } from '@/ui/Dialog';
import { Spinner } from '@/ui/Spinner';
import { ErrorState } from '@/ui/ErrorState';
import { EmptyState } from '@/ui/EmptyState';
import { getPaymentGateway, type CardInput } from '@/lib/payments';
import {
  useAddCardMutation,
  useDeleteCardMutation,
  useGetCardListQuery,
  useSetDefaultCardMutation,
  type SavedCard,
} from '@/features/plans';
import { OldCardForm, isCancelled } from '@/features/plans';
import { failureMessage } from '@/lib/failureMessage';
import { showSupportFailure } from '@/ui/showFailure';

function cardName(card: SavedCard): string {
  return `${card.brand} ending ${card.last4}`;
}

/** Card management: list cards, set default, delete, add. */
export function CardManager() {
  const cards = useGetCardListQuery();
  const [setDefault] = useSetDefaultCardMutation();
  const [deleteCard] = useDeleteCardMutation();
  const [addCard] = useAddCardMutation();
  const [adding, setAdding] = useState(false);
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<unknown>, success: string) => {
    setBusy(true);
    try {
      await work();
      await popups.alert(success, 'Success');
    } catch (error) {
      if (!isCancelled(error)) await showSupportFailure(error);
    } finally {
      setBusy(false);
    }
  };

  const onAdd = async (input: CardInput) => {
    await run(async () => {
      const gateway = await getPaymentGateway();
      const token = await gateway.tokenizeCard(input);
      await addCard({ recurly_token: token.token }).unwrap();
      setAdding(false);
    }, 'Your card has been added.');
  };

  const onDelete = async (card: SavedCard) => {
    const sure = await popups.confirm(
      `Delete the ${cardName(card)}?`,
      'Delete card',
      'Delete',
      'Cancel',
    );
    if (sure)
      await run(
        () => deleteCard({ card_id: card.card_id }).unwrap(),
        'Your card has been deleted.',
      );
  };

  return (
    <section className="form-card profile-section" aria-labelledby="cards-title">
      <h2 id="cards-title">Payment cards</h2>
      {cards.isLoading ? <Spinner label="Loading your cards" /> : null}
      {cards.error ? (
        <ErrorState
          message={failureMessage(cards.error, 'We could not load your cards.')}
          onRetry={() => void cards.refetch()}
        />
      ) : null}
      {cards.data && !cards.data.length ? <EmptyState title="No saved cards yet." /> : null}
      {cards.data?.length ? (
        <ul className="saved-cards">
          {cards.data.map((card) => (
            <li key={card.card_id} className="saved-card">
              <span>
                <strong>{cardName(card)}</strong>
                <span className="hint">
                  {' '}
                  Expires {card.exp_month}/{card.exp_year}
                </span>
                {card.is_default === 1 ? (
                  <span className="plan-tag saved-card__default">Default</span>
                ) : null}
              </span>
              <span className="saved-card__actions">
                {card.is_default !== 1 ? (
                  <button
                    type="button"
                    className="button button--secondary"
                    disabled={busy}
                    aria-label={`Make ${cardName(card)} the default card`}
                    onClick={() =>
                      void run(
                        () => setDefault({ card_id: card.card_id }).unwrap(),
                        'Your default card has been updated.',
                      )
                    }
                  >
                    Make default
                  </button>
                ) : null}
                <button
                  type="button"
                  className="button button--secondary"
                  disabled={busy}
                  aria-label={`Delete ${cardName(card)}`}
                  onClick={() => void onDelete(card)}
                >
                  Delete
                </button>
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      <button type="button" className="button button--primary" onClick={() => setAdding(true)}>
        Add a card
      </button>
      {adding ? (
        <Dialog title="Add a card" onClose={() => setAdding(false)} size="medium">
          <OldCardForm
            submitLabel="Save card"
            busy={busy}
            onCancel={() => setAdding(false)}
            onSubmit={onAdd}
          />
        </Dialog>
      ) : null}
    </section>
  );
}
