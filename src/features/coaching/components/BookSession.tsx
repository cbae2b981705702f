import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Dialog } from '@/ui/Dialog';
import { showFailure } from '@/ui/showFailure';
import { toastQueue } from '@/ui/toastStore';
import { useChangeBasketMutation } from '@/features/basket';
import type { OneToOne } from '@/features/professionals';
import { useSessionTimesQuery } from '../bookingApi';
import {
  basketRequest,
  bookingDate,
  bookingErrors,
  bookingTimeZone,
  bookingWhen,
  type BookingChoice,
  type BookingField,
} from '../booking';
import { VIEW_BASKET } from './BookNextClass';

/**
 * The date and time of a one-to-one session chosen with its Book button: the dialog opens on the
 * date, and Add to basket puts the session in the basket the server holds (the header's count
 * rises from its reply). The confirmation names the session and its time and links to the basket.
 */
function SessionTimeDialog({
  fitproId,
  session,
  onClose,
}: {
  fitproId: string;
  session: OneToOne;
  onClose: () => void;
}) {
  const id = useId();
  const dateField = useRef<HTMLInputElement>(null);
  const [timeZone] = useState(bookingTimeZone);
  const [tomorrow] = useState(() => bookingDate(Date.now() + 86_400_000, timeZone));
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [errors, setErrors] = useState<Partial<Record<BookingField, string>>>({});
  const times = useSessionTimesQuery({ fitproId, sessionId: session.session_id });
  const [changeBasket, { isLoading }] = useChangeBasketMutation();
  // The dialog is open (Dialog's layout effect) before this runs: straight on to the date.
  useEffect(() => dateField.current?.focus(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const choice: BookingChoice = {
      item: `session:${session.session_id}`,
      classId: '',
      date,
      time,
    };
    const found = bookingErrors(choice, [], tomorrow);
    setErrors(found);
    const first = (['date', 'time'] as const).find((field) => found[field]);
    if (first) {
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    try {
      const basket = await changeBasket(basketRequest(fitproId, choice)).unwrap();
      const line = basket.lines.findLast(
        (entry) => entry.type === 'session' && entry.item_id === session.session_id,
      );
      toastQueue.show({
        message: line
          ? `${session.title}, ${bookingWhen(line.start_at, timeZone)}, added to your basket.`
          : `${session.title} added to your basket.`,
        tone: 'success',
        link: { label: 'View basket', to: VIEW_BASKET },
      });
      onClose();
    } catch (failure) {
      showFailure(failure);
    }
  };

  const describe = (field: BookingField) =>
    errors[field] ? { 'aria-invalid': true, 'aria-describedby': `${id}-${field}-error` } : {};
  const fieldError = (field: BookingField) =>
    errors[field] ? (
      <span id={`${id}-${field}-error`} className="field__error">
        {errors[field]}
      </span>
    ) : null;

  return (
    <Dialog title={`Book ${session.title}`} onClose={onClose} size="small">
      <form className="booking-form" noValidate onSubmit={(event) => void submit(event)}>
        <div className={`field${errors.date ? ' field--error' : ''}`}>
          <label htmlFor={`${id}-date`}>Date</label>
          <input
            ref={dateField}
            id={`${id}-date`}
            type="date"
            min={tomorrow}
            maxLength={10}
            value={date}
            {...describe('date')}
            onChange={(event) => {
              setDate(event.target.value);
              setErrors((current) => ({ ...current, date: undefined }));
            }}
          />
          {fieldError('date')}
        </div>
        <div className={`field${errors.time ? ' field--error' : ''}`}>
          <label htmlFor={`${id}-time`}>Time (UK)</label>
          <select
            id={`${id}-time`}
            value={time}
            {...describe('time')}
            onChange={(event) => {
              setTime(event.target.value);
              setErrors((current) => ({ ...current, time: undefined }));
            }}
          >
            <option value="">{times.isLoading ? 'Loading the times…' : 'Choose a time'}</option>
            {(times.data?.times ?? []).map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
          {fieldError('time')}
        </div>
        <button className="button button--primary" type="submit" disabled={isLoading}>
          {isLoading ? 'Adding…' : 'Add to basket'}
        </button>
      </form>
    </Dialog>
  );
}

/** "Book" beside a one-to-one session on a professional's page: its date and time, then the basket. */
export function BookSession({ fitproId, session }: { fitproId: string; session: OneToOne }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="button button--primary price-list__book"
        aria-label={`Book ${session.title}`}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        Book
      </button>
      {open ? (
        <SessionTimeDialog fitproId={fitproId} session={session} onClose={() => setOpen(false)} />
      ) : null}
    </>
  );
}
