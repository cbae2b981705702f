import { describe, expect, it } from 'vitest';
import { MAX_PHOTO_BYTES, PHOTO_TOO_BIG_MESSAGE } from './model';
import { progressFileError } from './photoFile';

describe('progress photo files (spec 3 §5 extensions, at most 10 MB)', () => {
  it('accepts pictures and videos up to 10 MB and refuses other types, then larger files', () => {
    expect(progressFileError({ name: 'me.JPG', size: 1000 })).toBeUndefined();
    expect(progressFileError({ name: 'run.mov', size: MAX_PHOTO_BYTES })).toBeUndefined();
    expect(progressFileError({ name: 'notes.pdf', size: 1000 })).toBe(
      'Only .jpg, .jpeg, .gif, .png, .mp4 and .mov files can be sent.',
    );
    expect(progressFileError({ name: 'notes.pdf', size: MAX_PHOTO_BYTES + 1 })).toMatch(/^Only /);
    expect(progressFileError({ name: 'me.png', size: MAX_PHOTO_BYTES + 1 })).toBe(
      PHOTO_TOO_BIG_MESSAGE,
    );
  });
});
