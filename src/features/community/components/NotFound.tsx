import { Link } from 'react-router-dom';
import { EmptyState } from '@/ui/EmptyState';

/** A community address that names nothing (a bad id in the path). */
export function NotFound({ what = 'page' }: { what?: string }) {
  return (
    <div className="page page--narrow">
      <EmptyState title={`This ${what} could not be found.`}>
        <Link to="/home/community/list">See your communities</Link>
      </EmptyState>
    </div>
  );
}
