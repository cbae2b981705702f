import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { OwnCoachArea } from '../components/OwnCoachArea';
import { CoachNav } from '../components/CoachNav';
import '../coaches.css';

/**
 * /rwl-coaches: the signed-in professional's coaches area (their plan and sections), or, for a
 * visitor, the way in (sign in or register as a coach). Notifications about fitpro classes and
 * one-to-one sessions open it (spec 1 §2).
 */
export default function CoachesHomePage() {
  useEffect(() => {
    document.title = 'Coaches area | RWL';
  }, []);
  return (
    <section className="page coach-page">
      <h1>Coaches area</h1>
      <OwnCoachArea>
        {(account) => (
          <>
            <p className="lead">Welcome, {account.name}.</p>
            <p>
              Your plan: <strong>{account.plan_title}</strong>
            </p>
            <CoachNav fitproId={account.fitpro_id} own />
            <p>
              <Link to={`/rwlpros/${encodeURIComponent(account.fitpro_id)}`}>
                See your page as members see it
              </Link>
            </p>
          </>
        )}
      </OwnCoachArea>
    </section>
  );
}
