import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Spinner } from '@/ui/Spinner';
import { ErrorState } from '@/ui/ErrorState';
import { SafeImage } from '@/ui/SafeImage';
import { useGetAudioQuery } from '../api';
import { NO_FOLDER_ACCESS, isSafeMediaUrl, type Audio } from '../model';
import { audioPlayer, useAudioPlayer, type AudioTrack } from '../audioStore';
import { AudioControls } from '../components/AudioControls';
import '../media.css';
import { failureMessage } from '@/lib/failureMessage';

/** The audio as the player's track: this page shows its controls, so the mini player stays off it. */
function trackOf(audio: Audio): AudioTrack {
  return {
    key: `audio:${audio.audio_id}`,
    title: audio.title,
    url: audio.url,
    duration: audio.duration,
    page: `/home/programaudios/${audio.audio_id}`,
  };
}

/**
 * /home/programaudios/:id: the audio plays when ready and keeps playing across screens. A locked
 * audio (access 0) comes without its file: the page gives the server's reason and the upgrade.
 */
export default function AudioPage() {
  const { id } = useParams();
  const audioId = Number(id) || 0;
  const audio = useGetAudioQuery(audioId, { skip: !audioId });
  const player = useAudioPlayer();
  const data = audio.data;

  useEffect(() => {
    if (!data) return;
    document.title = `${data.title} | RWL`;
    if (data.access === 1 && isSafeMediaUrl(data.url)) audioPlayer.open(trackOf(data));
  }, [data]);

  if (audio.isLoading) return <Spinner label="Loading the audio" />;
  if (audio.error || !data) {
    const message = failureMessage(audio.error, 'This audio could not be found.');
    return (
      <div className="page">
        <ErrorState
          message={message}
          onRetry={audio.error ? () => void audio.refetch() : undefined}
        />
      </div>
    );
  }
  // Locked: only in programmes the member cannot open, or mindset outside the member's tier.
  if (data.access !== 1)
    return (
      <div className="page audio-page">
        <h1>{data.title}</h1>
        <div className="plans-notice" role="alert">
          <p>{data.message || NO_FOLDER_ACCESS}</p>
          <Link className="button" to="/home/profile/upgrade-downgrade">
            Upgrade to Premium
          </Link>
        </div>
      </div>
    );
  const mine = player.track?.key === `audio:${data.audio_id}`;
  return (
    <div className="page audio-page">
      <SafeImage src={data.image} alt="" className="programme-page__image" />
      <h1>{data.title}</h1>
      {!isSafeMediaUrl(data.url) ? (
        <ErrorState message="This audio cannot be played here." />
      ) : mine ? (
        <AudioControls />
      ) : (
        <button type="button" className="button" onClick={() => audioPlayer.open(trackOf(data))}>
          Play {data.title}
        </button>
      )}
    </div>
  );
}
