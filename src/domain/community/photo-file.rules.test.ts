import { describe, expect, it } from 'vitest';
import { PHOTO_MAX_BYTES, photoFileProblem, type PhotoFileProblem } from './photo-file.rules';

const MB = 1024 * 1024;

describe('photoFileProblem', () => {
  it.each<[string, number, string, PhotoFileProblem | null]>([
    ['a small JPEG', 200_000, 'image/jpeg', null],
    ['exactly 10 MB', PHOTO_MAX_BYTES, 'image/png', null],
    ['one byte over', PHOTO_MAX_BYTES + 1, 'image/png', 'upload.too_large'],
    ['15 MB', 15 * MB, 'image/jpeg', 'upload.too_large'],
    ['WebP', 1 * MB, 'image/webp', null],
    ['GIF in capitals', 1 * MB, 'IMAGE/GIF', null],
    ['HEIC', 1 * MB, 'image/heic', 'upload.unsupported_type'],
    ['a PDF', 1 * MB, 'application/pdf', 'upload.unsupported_type'],
    ['a large PDF names the type first', 15 * MB, 'application/pdf', 'upload.unsupported_type'],
    ['no type named by the browser', 1 * MB, '', null],
    ['no type, too large', 15 * MB, '', 'upload.too_large'],
    ['empty file', 0, 'image/png', null],
  ])('%s', (_name, size, type, expected) => {
    expect(photoFileProblem({ size, type })).toBe(expected);
  });
});
