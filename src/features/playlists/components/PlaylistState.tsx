import { useEffect, type ReactNode } from 'react';
import { Spinner } from '@/ui/Spinner';
import { ErrorState } from '@/ui/ErrorState';
import { failureMessage } from '@/lib/failureMessage';
import type { Playlist } from '../model';

interface PlaylistQuery {
  data?: Playlist;
  isLoading: boolean;
  error?: unknown;
  refetch: () => unknown;
}

/**
 * A playlist page while its playlist loads or fails (with a retry); once it is there, the tab
 * shows its title and `children` draw it.
 */
export function PlaylistState({
  playlist,
  children,
}: {
  playlist: PlaylistQuery;
  children: (data: Playlist) => ReactNode;
}) {
  useEffect(() => {
    if (playlist.data) document.title = `${playlist.data.title} | RWL`;
  }, [playlist.data]);

  if (playlist.isLoading) return <Spinner label="Loading the playlist" />;
  if (playlist.error || !playlist.data) {
    return (
      <div className="page">
        <ErrorState
          message={failureMessage(playlist.error, 'This playlist could not be found.')}
          // No address to retry when the playlist's number is not one.
          onRetry={playlist.error ? () => void playlist.refetch() : undefined}
        />
      </div>
    );
  }
  return children(playlist.data);
}
