import { useParams } from 'react-router-dom';
import { priceLabel, useClassPlansQuery } from '@/features/professionals';
import { CoachPage } from '../components/CoachPage';
import { QueryState } from '../components/QueryState';

function Programmes({ fitproId, own }: { fitproId: string; own: boolean }) {
  const query = useClassPlansQuery(fitproId);
  return (
    <QueryState {...query} loading="Loading the programmes…">
      {(plans) =>
        plans.length ? (
          <ul className="coach-list" aria-label="Programmes">
            {plans.map((plan) => (
              <li key={plan.class_plan_id} className="coach-card">
                <h2>{plan.title}</h2>
                <p>{plan.description}</p>
                <p className="coach-card__price">
                  {priceLabel(plan.price)} · {plan.classes}{' '}
                  {plan.classes === 1 ? 'class' : 'classes'}
                </p>
              </li>
            ))}
          </ul>
        ) : (
          <p>{own ? 'You have no programmes yet.' : 'No programmes at the moment.'}</p>
        )
      }
    </QueryState>
  );
}

/** /rwl-coaches/programme[/{id}]: a professional's programmes (class plans) with their prices. */
export default function CoachProgrammesPage() {
  const param = useParams().fitproId;
  return (
    <CoachPage title={param === undefined ? 'Your programmes' : 'Programmes'} param={param}>
      {(fitproId, own) => <Programmes fitproId={fitproId} own={own} />}
    </CoachPage>
  );
}
