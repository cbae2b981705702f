import { useState } from 'react';
import dayjs from 'dayjs';
import { popups } from '@/ui/popupStore';
import { Spinner } from '@/ui/Spinner';
import { ErrorState } from '@/ui/ErrorState';
import { TextField } from '@/ui/TextField';
import {
  useBillingDatePreviewMutation,
  useChangeBillingDateMutation,
  useGetNextRenewalQuery,
  type BillingPreview,
} from '@/features/plans';
import { money } from '@/features/plans';
import { failureMessage } from '@/lib/failureMessage';
import { longDate } from '@/lib/format/days';
import { showSupportFailure } from '@/ui/showFailure';

function renewalDate(value: string): string {
  return longDate(value) || value;
}

/** Next renewal date and the billing-date change with its preview. */
export function RenewalSection() {
  const renewal = useGetNextRenewalQuery();
  const [preview, previewState] = useBillingDatePreviewMutation();
  const [change, changeState] = useChangeBillingDateMutation();
  const [date, setDate] = useState('');
  const [shown, setShown] = useState<BillingPreview | null>(null);

  if (renewal.isLoading) return <Spinner label="Loading your renewal date" />;
  if (renewal.error || !renewal.data) {
    return (
      <ErrorState
        message={failureMessage(renewal.error, 'We could not load your renewal date.')}
        onRetry={() => void renewal.refetch()}
      />
    );
  }
  const data = renewal.data;

  const onPreview = async () => {
    try {
      setShown(await preview({ billing_date: date }).unwrap());
    } catch (error) {
      await showSupportFailure(error);
    }
  };
  const onConfirm = async () => {
    try {
      await change({ billing_date: date }).unwrap();
      setShown(null);
      setDate('');
      await popups.alert('Your billing date has been changed.', 'Success');
    } catch (error) {
      await showSupportFailure(error);
    }
  };

  return (
    <div>
      {data.next_renewal_date ? (
        <p>
          Next renewal: <strong>{renewalDate(data.next_renewal_date)}</strong>
          {data.amount ? ` (${money(data.amount, data.currency_symbol)})` : null}
        </p>
      ) : (
        <p>You have no renewal coming up.</p>
      )}
      {data.can_change_billing_date === 1 ? (
        <div className="billing-change">
          <TextField
            label="New billing date"
            type="date"
            value={date}
            min={dayjs().add(1, 'day').format('YYYY-MM-DD')}
            onChange={(event) => {
              setDate(event.target.value);
              setShown(null);
            }}
          />
          <button
            type="button"
            className="button button--secondary"
            disabled={!date || previewState.isLoading}
            onClick={() => void onPreview()}
          >
            Preview change
          </button>
          {shown ? (
            <div className="plans-notice" role="status">
              <p>
                New billing date: <strong>{renewalDate(shown.new_billing_date)}</strong>
              </p>
              <p>{shown.message}</p>
              <button
                type="button"
                className="button button--primary"
                disabled={changeState.isLoading}
                onClick={() => void onConfirm()}
              >
                Confirm new billing date
              </button>
            </div>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
