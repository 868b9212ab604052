import { ensureFaststart, NotMp4Error } from '../../../media-store/mp4-faststart';
import { intakeImage } from '../../../media-store/image-intake';
import { MAX_TRACK_BYTES } from '../../../../src/domain/subtitles/webvtt-check';

/**
 * What an uploaded or imported file really is, read from its bytes (never from its name or declared type).
 * Each check answers the file's kind or the message key of its refusal (contract/error-codes.ts).
 */

export type VideoContainer = 'mp4' | 'webm';
export type MediaRefusal = 'media.video_type' | 'media.too_large';

/** Largest episode video and poster accepted; a short-drama episode is a few minutes of vertical video. */
export const MAX_VIDEO_BYTES = 200 * 1024 * 1024;
export const MAX_POSTER_BYTES = 10 * 1024 * 1024;
/** A subtitle track's limit is the console's (src/domain/subtitles/webvtt-check.ts). */
export const MAX_SUBTITLE_BYTES = MAX_TRACK_BYTES;

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/**
 * MP4 (ISO base media): the first box is `ftyp` with a brand we play (isom, iso2..6, mp41, mp42, avc1, dash,
 * M4V); WebM: the EBML magic 1A 45 DF A3 with DocType "webm" in the header. QuickTime, Matroska and the rest are refused.
 */
export function videoContainer(bytes: Uint8Array): VideoContainer | 'media.video_type' {
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === 'ftyp') {
    const boxSize = new DataView(bytes.buffer, bytes.byteOffset, 4).getUint32(0);
    const brand = ascii(bytes, 8, 12);
    if (boxSize >= 16 && /^(isom|iso[2-6]|mp41|mp42|avc1|dash|M4V )$/.test(brand)) return 'mp4';
  }
  if (bytes.length >= 4 && bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3) {
    // DocType element (42 82) holds "webm" within the EBML header, which is a few dozen bytes long.
    const header = ascii(bytes, 0, Math.min(bytes.length, 64));
    if (header.includes('\u0042\u0082') && header.includes('webm')) return 'webm';
  }
  return 'media.video_type';
}

/**
 * An episode video as the catalog stores it: an MP4 with its index (moov) in front of the media data, moved there
 * when the file came without it, so that playback starts from the first bytes; WebM as it came. An MP4 whose boxes
 * cannot be read is refused like any other non-video.
 */
export function servableVideo(bytes: Uint8Array, container: VideoContainer): Uint8Array | 'media.video_type' {
  if (container !== 'mp4') return bytes;
  try {
    return ensureFaststart(bytes);
  } catch (error) {
    if (error instanceof NotMp4Error) return 'media.video_type';
    throw error;
  }
}

/** Posters: checked and re-encoded (WebP, metadata dropped) by the shared image intake of comment photos. */
export const intakePoster = (bytes: Uint8Array) => intakeImage(bytes, { maxBytes: MAX_POSTER_BYTES, maxSide: 1280, thumbnailSide: 0 });
