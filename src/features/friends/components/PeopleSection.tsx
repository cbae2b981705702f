import { useRef, type ReactNode } from 'react';
import { ErrorState } from '@/ui/ErrorState';
import { Spinner } from '@/ui/Spinner';
import { failureMessage } from '@/lib/failureMessage';
import type { FriendPerson } from '../model';
import { PeopleList } from './PeopleList';

interface PeopleQuery {
  data?: FriendPerson[];
  error?: unknown;
  isLoading: boolean;
  refetch: () => unknown;
}

/** One titled list of the friends screen, with its loading, error and empty states. */
export function PeopleSection({
  id,
  title,
  query,
  empty,
  follow,
  unfollow,
  leaves = false,
  children,
}: {
  id: string;
  title: string;
  query: PeopleQuery;
  empty: ReactNode;
  follow?: boolean;
  /** Each person gets Unfollow instead of the friend buttons (the people the member follows). */
  unfollow?: boolean;
  /** A friend action takes the person out of this list: focus goes to its heading, not lost. */
  leaves?: boolean;
  children?: ReactNode;
}) {
  const headingId = `${id}-heading`;
  const heading = useRef<HTMLHeadingElement>(null);
  const { data, error, isLoading, refetch } = query;
  return (
    <section id={id} className="friends-section" aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        {title}
      </h2>
      {children}
      {isLoading ? (
        <Spinner label={`Loading ${title.toLowerCase()}`} />
      ) : error && !data ? (
        <ErrorState message={failureMessage(error)} onRetry={() => void refetch()} />
      ) : !data?.length ? (
        <p className="hint">{empty}</p>
      ) : (
        <PeopleList
          people={data}
          label={title}
          follow={follow}
          unfollow={unfollow}
          onLeave={leaves ? () => heading.current?.focus() : undefined}
        />
      )}
    </section>
  );
}
