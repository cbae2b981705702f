import type { ReactNode } from 'react';
import { Spinner } from '@/ui/Spinner';
import { EmptyState } from '@/ui/EmptyState';
import { ErrorState } from '@/ui/ErrorState';

export type ResultsStatus = 'loading' | 'error' | 'ready';

interface ResultStatesProps {
  status: ResultsStatus;
  /** The server's message when the list failed. */
  error: string | undefined;
  onRetry: () => void;
  loadingLabel: string;
  empty: boolean;
  emptyTitle: string;
  /** The results, shown when ready and not empty. */
  children: ReactNode;
}

/** A searched list's loading, failed and empty states, or the list itself. */
export function ResultStates({
  status,
  error,
  onRetry,
  loadingLabel,
  empty,
  emptyTitle,
  children,
}: ResultStatesProps) {
  if (status === 'loading') return <Spinner label={loadingLabel} />;
  if (status === 'error')
    return <ErrorState message={error ?? 'Something went wrong'} onRetry={onRetry} />;
  if (empty) return <EmptyState title={emptyTitle} />;
  return <>{children}</>;
}
