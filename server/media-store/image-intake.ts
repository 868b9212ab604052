import sharp, { type Metadata } from 'sharp';

/*
 * Bytes a visitor sent -> a checked, re-encoded web image, or the message key of why not. The type comes from the
 * bytes (never the file name or the declared type): the four signatures below are compared first, so no other
 * decoder of libvips (SVG, TIFF, HEIF, PDF...) ever reads untrusted bytes; then sharp decodes, and only a format it
 * agrees on passes. Re-encoding drops every metadata block (EXIF with GPS, XMP, ICC comments) because sharp writes
 * none unless asked. Used for comment photos (server/modules/community) and for posters (admin catalog).
 */

export type IntakeError = 'upload.too_large' | 'upload.unsupported_type' | 'upload.unreadable' | 'upload.too_many_pixels';

export type SourceType = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/gif';

export interface IntakeOptions {
  /** Larger inputs are upload.too_large. */
  readonly maxBytes: number;
  /** The long side of the re-encoded image, at most (smaller images are not enlarged). */
  readonly maxSide: number;
  /** The long side of the thumbnail, at most; 0 makes none. */
  readonly thumbnailSide: number;
  /** Inputs with more pixels are upload.too_many_pixels (decoding them would take too much memory). */
  readonly maxPixels: number;
  /** WebP quality of the outputs, 1-100. */
  readonly quality: number;
}

export const DEFAULT_INTAKE: IntakeOptions = {
  maxBytes: 10 * 1024 * 1024,
  maxSide: 2048,
  thumbnailSide: 320,
  maxPixels: 40_000_000,
  quality: 82,
};

export interface EncodedImage {
  /** WebP bytes. */
  readonly data: Buffer;
  readonly width: number;
  readonly height: number;
}

export interface IntakenImage extends EncodedImage {
  readonly contentType: 'image/webp';
  /** What the bytes were. */
  readonly sourceType: SourceType;
  readonly thumbnail?: EncodedImage;
}

export type IntakeResult = { ok: true; image: IntakenImage } | { ok: false; error: IntakeError };

const SIGNATURES: readonly { type: SourceType; format: string; matches: (b: Uint8Array) => boolean }[] = [
  { type: 'image/jpeg', format: 'jpeg', matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: 'image/png', format: 'png', matches: (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  { type: 'image/gif', format: 'gif', matches: (b) => ascii(b, 0, 6) === 'GIF87a' || ascii(b, 0, 6) === 'GIF89a' },
  { type: 'image/webp', format: 'webp', matches: (b) => ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP' },
];

function startsWith(bytes: Uint8Array, prefix: readonly number[]): boolean {
  return prefix.every((byte, i) => bytes[i] === byte);
}

function ascii(bytes: Uint8Array, from: number, to: number): string {
  return bytes.length < to ? '' : String.fromCharCode(...bytes.subarray(from, to));
}

/** The image type the bytes start with, or undefined for anything but JPEG, PNG, WebP and GIF. */
export function sniffImageType(bytes: Uint8Array): SourceType | undefined {
  return SIGNATURES.find((s) => s.matches(bytes))?.type;
}

// `failOn: 'warning'` turns a truncated or corrupt file into an error instead of a half-grey picture; `pages: 1`
// reads only the first frame of an animated GIF or WebP.
const decoder = (bytes: Uint8Array, maxPixels: number) => sharp(bytes, { failOn: 'warning', pages: 1, limitInputPixels: maxPixels });

async function encode(bytes: Uint8Array, options: IntakeOptions, side: number): Promise<EncodedImage> {
  const { data, info } = await decoder(bytes, options.maxPixels)
    .rotate() // applies the EXIF orientation to the pixels, since the EXIF block itself is dropped
    .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: options.quality })
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** Checks and re-encodes an uploaded image (see the top of this file). Never throws for bad input. */
export async function intakeImage(bytes: Uint8Array, overrides: Partial<IntakeOptions> = {}): Promise<IntakeResult> {
  const options = { ...DEFAULT_INTAKE, ...overrides };
  if (bytes.byteLength > options.maxBytes) return { ok: false, error: 'upload.too_large' };
  const sourceType = sniffImageType(bytes);
  if (!sourceType) return { ok: false, error: 'upload.unsupported_type' };
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { failOn: 'warning', pages: 1, limitInputPixels: false }).metadata();
  } catch {
    return { ok: false, error: 'upload.unreadable' };
  }
  if (metadata.format !== SIGNATURES.find((s) => s.type === sourceType)!.format) return { ok: false, error: 'upload.unsupported_type' };
  const pixels = (metadata.width ?? 0) * (metadata.pageHeight ?? metadata.height ?? 0);
  if (pixels === 0) return { ok: false, error: 'upload.unreadable' };
  if (pixels > options.maxPixels) return { ok: false, error: 'upload.too_many_pixels' };
  try {
    const full = await encode(bytes, options, options.maxSide);
    const thumbnail = options.thumbnailSide > 0 ? await encode(bytes, options, options.thumbnailSide) : undefined;
    return { ok: true, image: { ...full, contentType: 'image/webp', sourceType, ...(thumbnail ? { thumbnail } : {}) } };
  } catch {
    // The header was fine but the pixels are not: truncated data, a broken chunk.
    return { ok: false, error: 'upload.unreadable' };
  }
}
