import { afterEach, describe, expect, it, vi } from 'vitest';
import { audioPlayer } from './audioStore';
import { clock } from './model';

/** The store's one audio element, caught when it is asked to play (jsdom plays nothing). */
function catchTheAudioElement(): () => HTMLMediaElement {
  const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  return () => {
    const caught: unknown = play.mock.contexts[0];
    if (!(caught instanceof HTMLMediaElement)) throw new Error('nothing was played');
    return caught;
  };
}

/** The file's metadata arrives: its own length, 11.94 s, not the catalogue's 12. */
function metadataLoads(audio: HTMLMediaElement) {
  Object.defineProperty(audio, 'readyState', { configurable: true, value: 1 });
  Object.defineProperty(audio, 'duration', { configurable: true, value: 11.94 });
  audio.dispatchEvent(new Event('loadedmetadata'));
}

afterEach(() => {
  audioPlayer.close();
  vi.restoreAllMocks();
});

describe('seeking the audio', () => {
  it('before the file has loaded: the clock follows at once, and the point lands on the file once it is known', () => {
    const theAudio = catchTheAudioElement();
    audioPlayer.open({
      key: 'audio:4001',
      title: 'Morning mindset',
      url: '/media/mindset.webm',
      duration: 12,
    });
    const audio = theAudio();
    audio.currentTime = 0;

    audioPlayer.seek(500);
    // Halfway by the catalogue until the file says otherwise.
    expect(clock(audioPlayer.current().time)).toBe('0:06');
    expect(audioPlayer.current().seek).toBe(500);

    metadataLoads(audio);
    expect(audio.currentTime).toBeCloseTo(5.97, 2);
    expect(clock(audioPlayer.current().time)).toBe('0:05');
    expect(audioPlayer.current().seek).toBe(500);
  });
});
