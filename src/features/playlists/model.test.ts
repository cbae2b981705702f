import { describe, expect, it } from 'vitest';
import { moveItem, playAllPath, titleError } from './model';

describe('playlist rules', () => {
  it('moves an item up or down and leaves the ends alone', () => {
    expect(moveItem([1, 2, 3], 2, -1)).toEqual([1, 3, 2]);
    expect(moveItem([1, 2, 3], 0, 1)).toEqual([2, 1, 3]);
    expect(moveItem([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
    expect(moveItem([1, 2, 3], 2, 1)).toEqual([1, 2, 3]);
  });
  it('needs a name of at most 60 characters', () => {
    expect(titleError('  ')).toBe('Please give your playlist a name.');
    expect(titleError('x'.repeat(61))).toBe('Use at most 60 characters.');
    expect(titleError('Leg day')).toBe('');
  });
  it('plays all from the first video with the rest queued', () => {
    const videos = [3001, 3002].map((video_id) => ({
      video_id,
      title: '',
      duration: 0,
      image: '',
      done: 0 as const,
    }));
    expect(playAllPath({ playlist_id: 6001, videos })).toBe(
      '/home/videocontent/3001?playlist=6001&queue=3001,3002',
    );
    expect(playAllPath({ playlist_id: 6001, videos: [] })).toBeNull();
  });
});
