import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { intakeImage, sniffImageType } from './image-intake';
import { gifBytes, jpegWithGps, pngBytes, SVG_BYTES, WINDOWS_EXE_BYTES } from './test-images.test-support';

/** The chunk names of a WebP file (RIFF: 'RIFF', size, 'WEBP', then name, little-endian size, data padded to even). */
function riffChunks(data: Buffer): string[] {
  const names: string[] = [];
  for (let at = 12; at + 8 <= data.length;) {
    const size = data.readUInt32LE(at + 4);
    names.push(data.toString('latin1', at, at + 4));
    at += 8 + size + (size % 2);
  }
  return names;
}

describe('intakeImage', () => {
  it('re-encodes a JPEG as WebP without its EXIF (GPS included), turned by its orientation', async () => {
    const source = await jpegWithGps(640, 480);
    expect((await sharp(source).metadata()).exif).toBeDefined();
    const result = await intakeImage(source);
    if (!result.ok) throw new Error(result.error);
    expect(result.image.sourceType).toBe('image/jpeg');
    const meta = await sharp(result.image.data).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    // No metadata chunk at all, and none of the camera's words (the picture's bytes are noise: a three-letter word
    // such as "GPS" turns up in them by chance about once in a hundred runs).
    const chunks = riffChunks(result.image.data);
    expect(chunks.some((chunk) => chunk.startsWith('VP8'))).toBe(true);
    expect(chunks.filter((chunk) => chunk === 'EXIF' || chunk === 'XMP ')).toEqual([]);
    expect(result.image.data.includes(Buffer.from('PhoneMaker'))).toBe(false);
    // Orientation 6 (rotate 90°): the pixels are turned, the flag is gone.
    expect([result.image.width, result.image.height]).toEqual([480, 640]);
    expect(meta.orientation).toBeUndefined();
  });

  it('bounds the long side and keeps a thumbnail', async () => {
    const result = await intakeImage(await pngBytes(3000, 1500));
    if (!result.ok) throw new Error(result.error);
    expect([result.image.width, result.image.height]).toEqual([2048, 1024]);
    expect([result.image.thumbnail?.width, result.image.thumbnail?.height]).toEqual([320, 160]);
    expect((await sharp(result.image.thumbnail!.data).metadata()).format).toBe('webp');
  });

  it('keeps the first frame of an animated GIF', async () => {
    const result = await intakeImage(await gifBytes(3));
    if (!result.ok) throw new Error(result.error);
    const meta = await sharp(result.image.data, { pages: -1 }).metadata();
    expect(meta.pages ?? 1).toBe(1);
    expect(result.image.height).toBe(40);
  });

  it('refuses what is not one of the four image types, whatever it is called', async () => {
    expect(await intakeImage(WINDOWS_EXE_BYTES)).toEqual({ ok: false, error: 'upload.unsupported_type' });
    expect(await intakeImage(SVG_BYTES)).toEqual({ ok: false, error: 'upload.unsupported_type' });
    const tiff = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#f00' } })
      .tiff()
      .toBuffer();
    expect(await intakeImage(tiff)).toEqual({ ok: false, error: 'upload.unsupported_type' });
    expect(await intakeImage(new Uint8Array())).toEqual({ ok: false, error: 'upload.unsupported_type' });
  });

  it('refuses a truncated PNG and a JPEG header without a picture', async () => {
    const png = await pngBytes(400, 300);
    expect(await intakeImage(png.subarray(0, Math.floor(png.length / 2)))).toEqual({ ok: false, error: 'upload.unreadable' });
    expect(await intakeImage(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).toEqual({ ok: false, error: 'upload.unreadable' });
  });

  it('refuses files over the size limit and pictures with too many pixels', async () => {
    expect(await intakeImage(new Uint8Array(2048), { maxBytes: 1024 })).toEqual({ ok: false, error: 'upload.too_large' });
    expect(await intakeImage(await pngBytes(400, 300), { maxPixels: 100_000 })).toEqual({ ok: false, error: 'upload.too_many_pixels' });
  });

  it('sniffs types from the bytes', () => {
    expect(sniffImageType(Buffer.from('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
    expect(sniffImageType(Buffer.from('GIF89a...'))).toBe('image/gif');
    expect(sniffImageType(Buffer.from('RIFF\0\0\0\0AVI '))).toBeUndefined();
  });
});
