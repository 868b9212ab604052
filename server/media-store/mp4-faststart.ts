/*
 * Progressive MP4 starts playing from its first bytes only when its index (the `moov` box) comes before the media
 * data (`mdat`): otherwise a player must fetch the end of the file first (one more round trip, or the whole file on
 * a server without Range). ffmpeg calls the good layout `+faststart`. The demo clips are made that way
 * (server/seed/media/make-clips.sh); the seed checks them, and an operator's import can run the same function.
 */

interface Box {
  readonly type: string;
  readonly start: number;
  readonly size: number;
  readonly header: number;
}

/** A file that is not an MP4 the function can read (no ftyp/moov/mdat, a box running past the end). */
export class NotMp4Error extends Error {
  override name = 'NotMp4Error';
}

/** The boxes between `from` and `to` (top level by default); 64-bit sizes and "to the end" are understood. */
function boxes(bytes: Uint8Array, from = 0, to = bytes.length): Box[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const found: Box[] = [];
  for (let at = from; at < to;) {
    if (to - at < 8) throw new NotMp4Error('truncated box header');
    let size = view.getUint32(at);
    const type = String.fromCharCode(bytes[at + 4]!, bytes[at + 5]!, bytes[at + 6]!, bytes[at + 7]!);
    let header = 8;
    if (size === 1) {
      if (to - at < 16) throw new NotMp4Error('truncated box header');
      size = Number(view.getBigUint64(at + 8));
      header = 16;
    } else if (size === 0) {
      size = to - at;
    }
    if (size < header || at + size > to) throw new NotMp4Error(`box ${JSON.stringify(type)} runs past its container`);
    found.push({ type, start: at, size, header });
    at += size;
  }
  return found;
}

/** The order of the top-level boxes, e.g. `['ftyp', 'moov', 'free', 'mdat']`. */
export function mp4Layout(bytes: Uint8Array): string[] {
  return boxes(bytes).map((box) => box.type);
}

/** True when the index comes before the media data (or the file is fragmented, which streams by design). */
export function isFaststart(bytes: Uint8Array): boolean {
  const layout = mp4Layout(bytes);
  if (layout[0] !== 'ftyp' || !layout.includes('moov')) throw new NotMp4Error('an MP4 starts with ftyp and has a moov box');
  const mdat = layout.indexOf('mdat');
  return mdat < 0 || layout.includes('moof') || layout.indexOf('moov') < mdat;
}

/** Boxes on the way from moov down to the chunk offset tables. */
const CONTAINERS = new Set(['moov', 'trak', 'mdia', 'minf', 'stbl']);

/** Adds `shift` to every chunk offset (stco, co64) inside `box` that points into [from, to). */
function shiftChunkOffsets(bytes: Uint8Array, box: Box, shift: number, from: number, to: number): void {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (const child of boxes(bytes, box.start + box.header, box.start + box.size)) {
    if (CONTAINERS.has(child.type)) shiftChunkOffsets(bytes, child, shift, from, to);
    if (child.type !== 'stco' && child.type !== 'co64') continue;
    const wide = child.type === 'co64';
    const count = view.getUint32(child.start + child.header + 4);
    const first = child.start + child.header + 8;
    if (first + count * (wide ? 8 : 4) > child.start + child.size) throw new NotMp4Error(`${child.type} lists more offsets than it holds`);
    for (let i = 0; i < count; i++) {
      const at = first + i * (wide ? 8 : 4);
      const offset = wide ? Number(view.getBigUint64(at)) : view.getUint32(at);
      if (offset < from || offset >= to) continue;
      if (wide) view.setBigUint64(at, BigInt(offset + shift));
      else if (offset + shift > 0xffffffff) throw new NotMp4Error('a chunk offset would not fit stco after moving the index');
      else view.setUint32(at, offset + shift);
    }
  }
}

/**
 * The same file with its index at the front: `bytes` itself when it already is, otherwise a copy with `moov`
 * moved before the first `mdat` and every chunk offset behind the insertion point moved by the index's size
 * (what `ffmpeg -movflags +faststart` does, without re-encoding). Throws NotMp4Error for anything else.
 */
export function ensureFaststart(bytes: Uint8Array): Uint8Array {
  if (isFaststart(bytes)) return bytes;
  const top = boxes(bytes);
  const moov = top.find((box) => box.type === 'moov')!;
  // Right behind ftyp, where ffmpeg puts it; everything from there to the old index moves back by the index's size.
  const insertAt = top[0]!.start + top[0]!.size;
  const index = bytes.slice(moov.start, moov.start + moov.size);
  shiftChunkOffsets(index, { ...moov, start: 0 }, moov.size, insertAt, moov.start);
  const out = new Uint8Array(bytes.length);
  out.set(bytes.subarray(0, insertAt), 0);
  out.set(index, insertAt);
  out.set(bytes.subarray(insertAt, moov.start), insertAt + moov.size);
  out.set(bytes.subarray(moov.start + moov.size), moov.start + moov.size);
  return out;
}
