import type { ReactNode } from 'react';
import { ErrorState } from '@/ui/ErrorState';
import { failureMessage } from '@/lib/failureMessage';

interface QueryStateProps<T> {
  data?: T;
  error?: unknown;
  isLoading: boolean;
  refetch: () => unknown;
  loading: string;
  children: (data: T) => ReactNode;
}

/** Loading, the server's message with a retry, or the data. */
export function QueryState<T>({
  data,
  error,
  isLoading,
  refetch,
  loading,
  children,
}: QueryStateProps<T>) {
  if (isLoading)
    return (
      <p role="status" aria-busy="true">
        {loading}
      </p>
    );
  if (error || data === undefined)
    return <ErrorState message={failureMessage(error)} onRetry={() => void refetch()} />;
  return <>{children(data)}</>;
}
