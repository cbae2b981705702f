import { useId, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { authSession } from '@/lib/auth/session';
import { showFailure } from '@/ui/showFailure';
import { useChangeBasketMutation } from '@/features/basket';
import { useProClassesQuery, useSessionTimesQuery } from '../bookingApi';
import {
  basketRequest,
  bookingDate,
  bookingErrors,
  bookingTimeZone,
  bookingWhen,
  EMPTY_CHOICE,
  parseItem,
  type BookingChoice,
  type BookingField,
  type ProClass,
} from '../booking';
import type { ProProfile } from '@/features/professionals';

import { VIEW_BASKET } from './BookNextClass';
import { formatPrice } from '@/lib/format/money';

/** "Friday 27 November 2026, 6:00 PM, 7 places left" */
function classLabel(entry: ProClass, timeZone: string): string {
  const when = bookingWhen(entry.start_at, timeZone);
  if (entry.places_left <= 0) return `${when}, full`;
  return `${when}, ${entry.places_left} ${entry.places_left === 1 ? 'place' : 'places'} left`;
}

function priceLabel(price: number): string {
  return price === 0 ? 'free' : formatPrice(price);
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <span id={id} className="field__error">
      {message}
    </span>
  ) : null;
}

/**
 * Booking on a professional's page: a class plan from one of its dated classes, or a one-to-one
 * session on a date and time, added to the basket the server holds. A choice with no class or
 * session, no date or time, or a full class gets its message beside the field and is not sent.
 */
export function BookingForm({ pro }: { pro: ProProfile }) {
  const id = useId();
  const member = Boolean(authSession.memberToken());
  const { pathname } = useLocation();
  const [timeZone] = useState(bookingTimeZone);
  const [tomorrow] = useState(() => bookingDate(Date.now() + 86_400_000, timeZone));
  const [choice, setChoice] = useState<BookingChoice>(EMPTY_CHOICE);
  const [errors, setErrors] = useState<Partial<Record<BookingField, string>>>({});
  const [added, setAdded] = useState('');
  const item = parseItem(choice.item);
  const classes = useProClassesQuery({ fitproId: pro.fitpro_id }, { skip: !member });
  const times = useSessionTimesQuery(
    { fitproId: pro.fitpro_id, sessionId: item?.id ?? '' },
    { skip: !member || item?.type !== 'session' },
  );
  const [changeBasket, { isLoading: adding }] = useChangeBasketMutation();

  if (!member)
    return (
      <p>
        <Link to="/login" onClick={() => authSession.rememberRedirect(pathname)}>
          Log in
        </Link>{' '}
        to book a class or a one-to-one session.
      </p>
    );

  const planClasses = (classes.data ?? []).filter(
    (entry) => item?.type === 'class' && entry.class_plan_id === item.id,
  );
  const change = (next: Partial<BookingChoice>, field: BookingField) => {
    setChoice((current) => ({ ...current, ...next }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    setAdded('');
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = bookingErrors(choice, classes.data ?? [], tomorrow);
    setErrors(found);
    const first = (['item', 'date', 'time'] as const).find((field) => found[field]);
    if (first) {
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    try {
      await changeBasket(basketRequest(pro.fitpro_id, choice)).unwrap();
      setAdded('Added to your basket.');
      setChoice(EMPTY_CHOICE);
    } catch (failure) {
      showFailure(failure);
    }
  };

  const describe = (field: BookingField) =>
    errors[field] ? { 'aria-invalid': true, 'aria-describedby': `${id}-${field}-error` } : {};

  return (
    <form
      className="booking-form"
      aria-label="Book"
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <div className={`field${errors.item ? ' field--error' : ''}`}>
        <label htmlFor={`${id}-item`}>Class or session</label>
        <select
          id={`${id}-item`}
          value={choice.item}
          {...describe('item')}
          onChange={(event) =>
            change({ item: event.target.value, classId: '', date: '', time: '' }, 'item')
          }
        >
          <option value="">Choose a class or a session</option>
          {pro.class_plans.length ? (
            <optgroup label="Classes">
              {pro.class_plans.map((plan) => (
                <option key={plan.class_plan_id} value={`class:${plan.class_plan_id}`}>
                  {plan.title}, {priceLabel(plan.price)}
                </option>
              ))}
            </optgroup>
          ) : null}
          {pro.sessions.length ? (
            <optgroup label="One-to-one sessions">
              {pro.sessions.map((session) => (
                <option key={session.session_id} value={`session:${session.session_id}`}>
                  {session.title}, {priceLabel(session.price)}
                </option>
              ))}
            </optgroup>
          ) : null}
        </select>
        <FieldError id={`${id}-item-error`} message={errors.item} />
      </div>
      {item?.type === 'class' ? (
        <div className={`field${errors.date ? ' field--error' : ''}`}>
          <label htmlFor={`${id}-date`}>Date</label>
          <select
            id={`${id}-date`}
            value={choice.classId}
            {...describe('date')}
            onChange={(event) => change({ classId: event.target.value }, 'date')}
          >
            <option value="">
              {classes.isLoading ? 'Loading the dates…' : 'Choose the date of your first class'}
            </option>
            {planClasses.map((entry) => (
              <option key={entry.class_id} value={entry.class_id}>
                {classLabel(entry, timeZone)}
              </option>
            ))}
          </select>
          <FieldError id={`${id}-date-error`} message={errors.date} />
          {classes.data && planClasses.length === 0 ? (
            <span className="field__hint">No dates are open for this class at the moment.</span>
          ) : null}
        </div>
      ) : null}
      {item?.type === 'session' ? (
        <>
          <div className={`field${errors.date ? ' field--error' : ''}`}>
            <label htmlFor={`${id}-date`}>Date</label>
            <input
              id={`${id}-date`}
              type="date"
              min={tomorrow}
              maxLength={10}
              value={choice.date}
              {...describe('date')}
              onChange={(event) => change({ date: event.target.value }, 'date')}
            />
            <FieldError id={`${id}-date-error`} message={errors.date} />
          </div>
          <div className={`field${errors.time ? ' field--error' : ''}`}>
            <label htmlFor={`${id}-time`}>Time (UK)</label>
            <select
              id={`${id}-time`}
              value={choice.time}
              {...describe('time')}
              onChange={(event) => change({ time: event.target.value }, 'time')}
            >
              <option value="">{times.isLoading ? 'Loading the times…' : 'Choose a time'}</option>
              {(times.data?.times ?? []).map((time) => (
                <option key={time} value={time}>
                  {time}
                </option>
              ))}
            </select>
            <FieldError id={`${id}-time-error`} message={errors.time} />
          </div>
        </>
      ) : null}
      <button className="button button--primary" type="submit" disabled={adding}>
        {adding ? 'Adding…' : 'Add to basket'}
      </button>
      <p role="status" className="booking-form__added">
        {added ? (
          <>
            {added} <Link to={VIEW_BASKET}>View basket</Link>
          </>
        ) : null}
      </p>
    </form>
  );
}
