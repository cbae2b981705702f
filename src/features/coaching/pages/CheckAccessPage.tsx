import { useEffect, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { local, storageKeys } from '@/lib/storage';
import { ErrorState } from '@/ui/ErrorState';
import { Spinner } from '@/ui/Spinner';
import { useClassCheckQuery } from '../bookingApi';
import { bookingDay, bookingTime, bookingTimeZone, checkId, fillCheckMessage } from '../booking';
import '../coaching.css';
import { failureMessage } from '@/lib/failureMessage';

/**
 * /check-class?id= and /check-session?id= (spec 3 §4, §7): the class access check's message with
 * its {{date}} and {{time}} filled in (the member's time zone), and the check-access flag stored.
 */
export default function CheckAccessPage() {
  const kind = useLocation().pathname.startsWith('/check-session') ? 'session' : 'class';
  const id = checkId(useSearchParams()[0]);
  const [timeZone] = useState(bookingTimeZone);
  const check = useClassCheckQuery({ id: id ?? '', kind }, { skip: !id });
  const access = check.data?.access;

  useEffect(() => {
    document.title = kind === 'class' ? 'Your class | RWL' : 'Your session | RWL';
  }, [kind]);
  useEffect(() => {
    if (access !== undefined) local.set(storageKeys.checkAccess, String(access));
  }, [access]);

  const heading = kind === 'class' ? 'Your class' : 'Your one-to-one session';
  if (!id)
    return (
      <div className="page page--narrow">
        <h1>{heading}</h1>
        <ErrorState
          message={`This ${kind === 'class' ? 'class' : 'session'} link is not complete.`}
        />
        <Link to="/home/rwlpros">Fitness professionals</Link>
      </div>
    );
  if (check.isLoading) return <Spinner label="Checking your booking" />;
  if (check.error || !check.data)
    return (
      <div className="page page--narrow">
        <h1>{heading}</h1>
        <ErrorState message={failureMessage(check.error)} onRetry={() => void check.refetch()} />
      </div>
    );
  const { message, date } = check.data;
  const readable = date && !Number.isNaN(Date.parse(date));
  const text = readable
    ? fillCheckMessage(message, bookingDay(date, timeZone), bookingTime(date, timeZone))
    : message;
  return (
    <div className="page page--narrow class-check">
      <h1>{heading}</h1>
      <p className={access === 1 ? 'class-check__ok' : 'class-check__no'}>{text}</p>
      <Link className="button" to={access === 1 ? '/home/livecalendar' : '/home/rwlpros'}>
        {access === 1 ? 'Live calendar' : 'Fitness professionals'}
      </Link>
    </div>
  );
}
