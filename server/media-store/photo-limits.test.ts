import { describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '../../contract/community/comments.schemas';
import { PHOTO_MAX_BYTES, PHOTO_TYPES } from '../../src/domain/community/photo-file.rules';
import { MAX_POSTER_BYTES } from '../modules/admin/catalog/media-checks';
import { intakeImage } from './image-intake';

describe("the browser's photo check (src/domain/community/photo-file.rules.ts)", () => {
  it('refuses above the size the server refuses, for comment photos and posters alike', () => {
    expect(PHOTO_MAX_BYTES).toBe(UPLOAD_MAX_BYTES);
    expect(PHOTO_MAX_BYTES).toBe(MAX_POSTER_BYTES);
  });

  it('names the types the server reads', async () => {
    expect([...PHOTO_TYPES].sort()).toEqual(['image/gif', 'image/jpeg', 'image/png', 'image/webp']);
    expect(await intakeImage(new TextEncoder().encode('%PDF-1.4 not an image'))).toEqual({ ok: false, error: 'upload.unsupported_type' });
  });
});
