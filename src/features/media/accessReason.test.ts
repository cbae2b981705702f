import { describe, expect, it } from 'vitest';
import { videoSchema } from './model';

const video = {
  video_id: 7,
  access: 0,
  url: '',
  done: 0,
  access_reason: 'purchase',
  folder_id: 1059,
};

describe('why a video is locked is read strictly', () => {
  it.each(['access', 'access_reason', 'folder_id'])(
    'fails video details without %s, never a guessed reason',
    (field) => {
      expect(videoSchema.safeParse(video).success).toBe(true);
      const { [field as keyof typeof video]: _missing, ...without } = video;
      expect(videoSchema.safeParse(without).success).toBe(false);
    },
  );

  it('fails an unknown reason instead of reading it as unlocked', () => {
    expect(videoSchema.safeParse({ ...video, access_reason: 'gift' }).success).toBe(false);
  });
});
