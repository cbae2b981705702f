import { describe, expect, it } from 'vitest';
import {
  breathPhase,
  clock,
  isSafeMediaUrl,
  resumeFrom,
  seekToTime,
  timeToSeek,
  videoSource,
} from './model';

const base = {
  url: '/media/workout.webm',
  vimeo_id: '',
  youtube_id: '',
  is_youtube_video: 0 as const,
};

describe('media rules', () => {
  it('plays only http(s) addresses and app paths', () => {
    expect(isSafeMediaUrl('/media/workout.webm')).toBe(true);
    expect(isSafeMediaUrl('https://cdn.example/v.mp4')).toBe(true);
    expect(isSafeMediaUrl('javascript:alert(1)')).toBe(false);
    expect(isSafeMediaUrl('//evil.example/v.mp4')).toBe(false);
  });
  it('uses the Vimeo or YouTube embed only with a real API', () => {
    expect(videoSource({ ...base, vimeo_id: '123456' }, false)).toEqual({
      kind: 'file',
      url: '/media/workout.webm',
    });
    expect(videoSource({ ...base, vimeo_id: '123456' }, true)?.kind).toBe('embed');
    expect(
      videoSource({ ...base, youtube_id: 'abcdef123', is_youtube_video: 1 }, true)?.url,
    ).toContain('abcdef123');
    expect(videoSource({ ...base, url: 'data:video/mp4,xx' }, false)).toBeNull();
  });
  it('maps the 0 to 1000 seek slider onto the track', () => {
    expect(seekToTime(500, 12)).toBe(6);
    expect(seekToTime(2000, 12)).toBe(12);
    expect(timeToSeek(3, 12)).toBe(250);
    expect(timeToSeek(3, Infinity)).toBe(0);
  });
  it('resumes where the member stopped unless at the end', () => {
    expect(resumeFrom(5, 20)).toBe(5);
    expect(resumeFrom(19, 20)).toBe(0);
    expect(resumeFrom(-1, 20)).toBe(0);
  });
  it('formats a clock and walks the breathing phases', () => {
    expect(clock(75)).toBe('1:15');
    expect(breathPhase(0)).toEqual({ name: 'Breathe in', left: 4 });
    expect(breathPhase(5)).toEqual({ name: 'Hold', left: 3 });
    expect(breathPhase(13)).toEqual({ name: 'Breathe out', left: 1 });
    expect(breathPhase(14).name).toBe('Breathe in');
  });
});
