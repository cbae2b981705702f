import { describe, expect, it } from 'vitest';
import {
  IMAGE_SIZE_ERROR,
  IMAGE_TYPE_ERROR,
  MAX_FORM_IMAGE_BYTES,
  imageFileError,
  isAllowedImage,
  isAllowedMedia,
  isVideoFile,
} from './media';

describe('media upload rule (spec 3 §5)', () => {
  it('accepts only .jpg .jpeg .gif .png .mp4 .mov, in any case', () => {
    for (const name of ['a.jpg', 'b.JPEG', 'c.gif', 'd.Png', 'e.mp4', 'f.MOV'])
      expect(isAllowedMedia(name)).toBe(true);
    for (const name of ['a.pdf', 'b.webp', 'c.jpg.exe', 'mp4', 'x.svg', 'notes.txt'])
      expect(isAllowedMedia(name)).toBe(false);
  });

  it('tells videos from pictures', () => {
    expect(isVideoFile('clip.MOV')).toBe(true);
    expect(isVideoFile('photo.jpg')).toBe(false);
  });

  it('accepts form images by extension (no video) and up to 5 MB', () => {
    for (const name of ['id.jpg', 'id.JPEG', 'cert.gif', 'face.Png'])
      expect(imageFileError({ name, size: 1000 })).toBeUndefined();
    for (const name of ['clip.mp4', 'cert.pdf', 'id.webp', 'id.jpg.exe'])
      expect(imageFileError({ name, size: 1000 })).toBe(IMAGE_TYPE_ERROR);
    expect(imageFileError({ name: 'id.png', size: MAX_FORM_IMAGE_BYTES })).toBeUndefined();
    expect(imageFileError({ name: 'id.png', size: MAX_FORM_IMAGE_BYTES + 1 })).toBe(
      IMAGE_SIZE_ERROR,
    );
  });
});

describe('picture upload rule (profile photo)', () => {
  it('accepts only .jpg .jpeg .gif .png, in any case', () => {
    for (const name of ['a.jpg', 'b.JPEG', 'c.gif', 'd.Png'])
      expect(isAllowedImage(name)).toBe(true);
    for (const name of ['e.mp4', 'f.MOV', 'a.pdf', 'b.webp', 'c.png.exe', 'notes.txt'])
      expect(isAllowedImage(name)).toBe(false);
  });
});
