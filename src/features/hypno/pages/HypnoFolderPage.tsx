import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { authSession } from '@/lib/auth';
import { Spinner } from '@/ui/Spinner';
import { ErrorState } from '@/ui/ErrorState';
import { EmptyState } from '@/ui/EmptyState';
import { popups } from '@/ui/popupStore';
import { NO_FOLDER_ACCESS } from '../model';
import { useGetHypnoFolderQuery } from '../api';
import { MiniPlayer, audioPlayer } from '@/features/media';
import { minutesLength } from '@/lib/format';
import { failureMessage } from '@/lib/failureMessage';

/** A hypnotherapy folder: its sessions, for users with the hypno token. */
export default function HypnoFolderPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const folderId = Number(id) || 0;
  const query = useGetHypnoFolderQuery(folderId, { skip: !folderId });
  const folder = query.data;

  useEffect(() => {
    if (!folder) return;
    document.title = `${folder.title} | RWL`;
    if (folder.access !== 1) void popups.alert(NO_FOLDER_ACCESS);
  }, [folder]);

  function logout() {
    audioPlayer.close();
    authSession.clearHypno();
    navigate('/hypno/login', { replace: true });
  }

  return (
    <section className="page page--narrow">
      <div className="page__toolbar">
        <button type="button" className="button button--ghost" onClick={logout}>
          Log out
        </button>
      </div>
      {query.isLoading ? <Spinner label="Loading your sessions" /> : null}
      {query.isError || !folderId ? (
        <ErrorState
          message={failureMessage(query.error, 'This folder could not be found.')}
          onRetry={folderId ? () => void query.refetch() : undefined}
        />
      ) : null}
      {folder && !query.isError ? (
        <>
          <h1>{folder.title}</h1>
          <p className="lead">{folder.description}</p>
          {folder.access !== 1 ? (
            <EmptyState title={NO_FOLDER_ACCESS} />
          ) : folder.tracks.length === 0 ? (
            <EmptyState title="There are no sessions in this folder yet." />
          ) : (
            <ol className="track-list">
              {folder.tracks.map((track) => (
                <li key={track.id} className="track-list__item">
                  <span className="track-list__title">{track.title}</span>
                  <span className="track-list__meta">{minutesLength(track.minutes)}</span>
                  {track.url ? (
                    <button
                      type="button"
                      className="button button--secondary"
                      aria-label={`Play ${track.title}`}
                      onClick={() =>
                        audioPlayer.open({
                          key: `hypno:${track.id}`,
                          title: track.title,
                          url: track.url,
                          duration: track.minutes * 60,
                        })
                      }
                    >
                      Play
                    </button>
                  ) : null}
                </li>
              ))}
            </ol>
          )}
        </>
      ) : null}
      <MiniPlayer />
    </section>
  );
}
