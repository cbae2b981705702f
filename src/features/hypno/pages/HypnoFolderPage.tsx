import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { authSession } from '@/lib/auth';
import { Spinner } from '@/ui/Spinner';
import { ErrorState } from '@/ui/ErrorState';
import { EmptyState } from '@/ui/EmptyState';
import { popups } from '@/ui/popupStore';
import { hypnoFolderSchema, NO_FOLDER_ACCESS, type HypnoFolder } from '../model';

import { MiniPlayer, audioPlayer } from '@/features/media';
type State =
  { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ready'; folder: HypnoFolder };

/** A hypnotherapy folder: its sessions, for users with the hypno token. */
export default function HypnoFolderPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    setState({ kind: 'loading' });
    void (async () => {
      try {
        const { callApi, readData } = await import('@/lib/http');
        const { data } = await callApi(
          'folders_un/details',
          { folder_id: Number(id) },
          { auth: 'hypno' },
        );
        const folder = readData(hypnoFolderSchema, Array.isArray(data) ? data[0] : data);
        if (cancelled) return;
        setState({ kind: 'ready', folder });
        document.title = `${folder.title} | RWL`;
        if (folder.access !== 1) void popups.alert(NO_FOLDER_ACCESS);
      } catch (error) {
        if (!cancelled)
          setState({
            kind: 'error',
            message: error instanceof Error ? error.message : 'Something went wrong',
          });
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [id, attempt]);

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
      {state.kind === 'loading' ? <Spinner label="Loading your sessions" /> : null}
      {state.kind === 'error' ? (
        <ErrorState message={state.message} onRetry={() => setAttempt((n) => n + 1)} />
      ) : null}
      {state.kind === 'ready' ? (
        <>
          <h1>{state.folder.title}</h1>
          <p className="lead">{state.folder.description}</p>
          {state.folder.access !== 1 ? (
            <EmptyState title={NO_FOLDER_ACCESS} />
          ) : state.folder.tracks.length === 0 ? (
            <EmptyState title="There are no sessions in this folder yet." />
          ) : (
            <ol className="track-list">
              {state.folder.tracks.map((track) => (
                <li key={track.id} className="track-list__item">
                  <span className="track-list__title">{track.title}</span>
                  <span className="track-list__meta">{track.minutes} min</span>
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
