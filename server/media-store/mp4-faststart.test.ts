import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ensureFaststart, isFaststart, mp4Layout, NotMp4Error } from './mp4-faststart';
import { moovAtEnd } from './mp4-faststart.test-support';

const clip = (n: number) => new Uint8Array(readFileSync(new URL(`../media/clips/clip-${n}.mp4`, import.meta.url)));

/** The chunk offsets of every track (stco), read independently of the module: a plain scan for the box. */
function chunkOffsets(bytes: Uint8Array): number[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const offsets: number[] = [];
  for (let at = 0; at + 8 < bytes.length; at++) {
    if (bytes[at] !== 0x73 || bytes[at + 1] !== 0x74 || bytes[at + 2] !== 0x63 || bytes[at + 3] !== 0x6f) continue;
    const count = view.getUint32(at + 8);
    for (let i = 0; i < count; i++) offsets.push(view.getUint32(at + 12 + i * 4));
  }
  return offsets;
}

describe('faststart', () => {
  it('finds the index at the front of every demo clip', () => {
    for (const n of [1, 2, 3, 4]) {
      expect(mp4Layout(clip(n))).toEqual(['ftyp', 'moov', 'free', 'mdat']);
      const bytes = clip(n);
      expect(isFaststart(bytes)).toBe(true);
      expect(ensureFaststart(bytes)).toBe(bytes);
    }
  });

  it('moves a trailing index to the front and points every chunk offset at the same bytes again', () => {
    for (const n of [1, 3]) {
      const original = clip(n);
      const slow = moovAtEnd(original);
      expect(mp4Layout(slow)).toEqual(['ftyp', 'free', 'mdat', 'moov']);
      expect(isFaststart(slow)).toBe(false);
      const fixed = ensureFaststart(slow);
      expect(mp4Layout(fixed)).toEqual(['ftyp', 'moov', 'free', 'mdat']);
      // Same layout as ffmpeg's +faststart output: byte for byte the committed clip.
      expect(Buffer.from(fixed).equals(Buffer.from(original))).toBe(true);
      const before = chunkOffsets(slow).map((o) => Buffer.from(slow.subarray(o, o + 16)).toString('hex'));
      const after = chunkOffsets(fixed).map((o) => Buffer.from(fixed.subarray(o, o + 16)).toString('hex'));
      expect(after).toEqual(before);
    }
  });

  it('refuses what is not an MP4 it can read', () => {
    expect(() => ensureFaststart(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toThrow(NotMp4Error);
    expect(() => ensureFaststart(clip(1).subarray(0, 5000))).toThrow(NotMp4Error);
    expect(() => ensureFaststart(new Uint8Array(0))).toThrow(NotMp4Error);
  });
});
