import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ErrorState } from '@/ui/ErrorState';
import { routeId, type CoachAccount } from '../model';
import { CoachNav } from './CoachNav';
import { OwnCoachArea } from './OwnCoachArea';
import '../coaches.css';

interface CoachPageProps {
  title: string;
  /** The id of the address (undefined: the signed-in professional's own). */
  param: string | undefined;
  /** What the section shows; `account` is the signed-in professional's, on their own pages. */
  children: (fitproId: string, own: boolean, account?: CoachAccount) => ReactNode;
}

/** A section of the coaches area, for the professional of the address or the signed-in one. */
export function CoachPage({ title, param, children }: CoachPageProps) {
  useEffect(() => {
    document.title = `${title} | RWL coaches`;
  }, [title]);
  const id = param === undefined ? null : routeId(param);
  return (
    <section className="page coach-page">
      <p>
        <Link to="/rwl-coaches">Coaches area</Link>
      </p>
      <h1>{title}</h1>
      {param === undefined ? (
        <OwnCoachArea>
          {(account) => (
            <>
              <CoachNav fitproId={account.fitpro_id} own />
              {children(account.fitpro_id, true, account)}
            </>
          )}
        </OwnCoachArea>
      ) : id === null ? (
        <ErrorState message="This professional could not be found." />
      ) : (
        <>
          <CoachNav fitproId={id} own={false} />
          {children(id, false)}
        </>
      )}
    </section>
  );
}
