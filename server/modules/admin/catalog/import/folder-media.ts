import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Lang } from '../../../../../contract/common.schemas';
import { checkWebVtt, type TrackProblem } from '../../../../../src/domain/subtitles/webvtt-check';
import { intakePoster, MAX_POSTER_BYTES, MAX_SUBTITLE_BYTES, MAX_VIDEO_BYTES, servableVideo, videoContainer } from '../media-checks';
import { CatalogImportError } from './import-error';
import type { ManifestDrama } from './manifest.schema';

/** What the import's report says of a refused track (an operator reads it in the terminal, in English). */
const TRACK_PROBLEM_TEXTS: Readonly<Record<TrackProblem, string>> = {
  signature: 'not WebVTT (no WEBVTT signature, or binary bytes)',
  timing: 'a cue timing that is not `start --> end` with the end after the start',
  order: 'a cue that starts before the cue above it',
  past_end: "a cue that ends after the episode's video",
  markup: "markup other than WebVTT's own tags, or a STYLE block",
  empty: 'a cue without text, or no cue at all',
  too_large: 'larger than the size limit',
};

/** A checked media file of the folder and the name it gets in the catalog's media directory. */
export interface FolderFile {
  readonly source: string;
  readonly relative: string;
  /** The content to store instead of the source's: an MP4 rewritten with its index in front (servableVideo). */
  readonly rewritten?: Uint8Array;
}

export interface DramaMedia {
  /** The poster as the shared image intake re-encoded it (WebP, no metadata). */
  readonly poster: { readonly bytes: Uint8Array; readonly relative: string };
  readonly episodes: { video: FolderFile; subtitles: { lang: Lang; file: FolderFile }[] }[];
}

async function sizeOf(folder: string, file: string, field: string): Promise<number> {
  try {
    const info = await stat(join(folder, file));
    if (!info.isFile()) throw new Error('not a file');
    return info.size;
  } catch {
    throw new CatalogImportError(file, field, 'file not found in the folder');
  }
}

async function head(path: string, bytes: number): Promise<Uint8Array> {
  const handle = await open(path, 'r');
  try {
    const buffer = new Uint8Array(bytes);
    const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** The file rewritten with its index in front when it needs it (servableVideo); null when it is stored as it is. */
async function faststartCopy(path: string, container: 'mp4' | 'webm'): Promise<Uint8Array | 'media.video_type' | null> {
  if (container !== 'mp4') return null;
  const bytes = new Uint8Array(await readFile(path));
  const servable = servableVideo(bytes, container);
  return servable === bytes ? null : servable;
}

async function hashFile(path: string, hash: ReturnType<typeof createHash>): Promise<void> {
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
}

/**
 * Checks one drama's files by their bytes (poster through the image intake, video container, WebVTT syntax) and
 * names them by content: `<slug>/poster-<hash>.webp`, `<slug>/ep<n>-<hash>.<ext>` with `.<lang>.vtt` beside the video (the
 * episode's hash covers its subtitles too, so changed subtitles give new names and never overwrite served files).
 * `at` is the drama's field path in the manifest (`dramas[1]`).
 */
export async function checkDramaMedia(folder: string, drama: ManifestDrama, at: string): Promise<DramaMedia> {
  const posterField = `${at}.poster`;
  if ((await sizeOf(folder, drama.poster, posterField)) > MAX_POSTER_BYTES)
    throw new CatalogImportError(drama.poster, posterField, `larger than ${MAX_POSTER_BYTES} bytes`);
  const posterBytes = await readFile(join(folder, drama.poster));
  const intake = await intakePoster(posterBytes);
  if (!intake.ok) throw new CatalogImportError(drama.poster, posterField, `not a usable JPEG, PNG, WebP or GIF image (${intake.error})`);
  const posterHash = createHash('sha256').update(posterBytes).digest('hex').slice(0, 16);
  const poster = { bytes: intake.image.data, relative: `${drama.slug}/poster-${posterHash}.webp` };

  const episodes: DramaMedia['episodes'] = [];
  for (const [index, episode] of drama.episodes.entries()) {
    const field = `${at}.episodes[${index}]`;
    const size = await sizeOf(folder, episode.video, `${field}.video`);
    if (size > MAX_VIDEO_BYTES) throw new CatalogImportError(episode.video, `${field}.video`, `larger than ${MAX_VIDEO_BYTES} bytes`);
    const container = videoContainer(await head(join(folder, episode.video), 64));
    if (container === 'media.video_type') throw new CatalogImportError(episode.video, `${field}.video`, 'not an MP4 (ftyp) or WebM (EBML) video');
    const rewritten = await faststartCopy(join(folder, episode.video), container);
    if (rewritten === 'media.video_type') throw new CatalogImportError(episode.video, `${field}.video`, 'an MP4 whose boxes cannot be read');
    const hash = createHash('sha256');
    await hashFile(join(folder, episode.video), hash);
    const subtitles: { lang: Lang; source: string; text: string }[] = [];
    for (const [lang, file] of Object.entries(episode.subtitles) as [Lang, string | undefined][]) {
      if (!file) continue;
      const subField = `${field}.subtitles.${lang}`;
      if ((await sizeOf(folder, file, subField)) > MAX_SUBTITLE_BYTES) throw new CatalogImportError(file, subField, `larger than ${MAX_SUBTITLE_BYTES} bytes`);
      const text = await readFile(join(folder, file), 'utf8');
      // The console's rules (src/domain/subtitles/webvtt-check.ts), the cues within the episode's stated length.
      const check = checkWebVtt(text, Buffer.byteLength(text), episode.duration_seconds);
      if (!check.ok) throw new CatalogImportError(file, `${subField} (line ${check.line})`, TRACK_PROBLEM_TEXTS[check.problem]);
      subtitles.push({ lang, source: join(folder, file), text });
    }
    subtitles.sort((a, b) => a.lang.localeCompare(b.lang));
    for (const s of subtitles) hash.update(`\n${s.lang}\n${s.text}`);
    const base = `${drama.slug}/ep${episode.number}-${hash.digest('hex').slice(0, 16)}`;
    episodes.push({
      video: { source: join(folder, episode.video), relative: `${base}.${container === 'mp4' ? 'mp4' : 'webm'}`, ...(rewritten ? { rewritten } : {}) },
      subtitles: subtitles.map((s) => ({ lang: s.lang, file: { source: s.source, relative: `${base}.${s.lang}.vtt` } })),
    });
  }
  return { poster, episodes };
}
