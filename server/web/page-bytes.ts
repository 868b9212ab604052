import { constants, crc32, deflateRawSync } from 'node:zlib';
import { crc32Combine, crc32Shift } from './crc32-combine';

/*
 * A rendered page as bytes, ready to go out many times with a different CSP nonce each time: the page is cut at its
 * nonce placeholders into UTF-8 segments (the identity answer is the segments with the response's nonce between
 * them), and a gzip form is built once so that an answer compresses only its nonce. Each segment is deflated on its
 * own and ended with a full flush (byte-aligned, no back-reference reaches across a cut), the last one finished; an
 * answer writes the nonce between them as a stored deflate block and closes the gzip member with the CRC-32 of the
 * whole page, combined from the segments' own (no pass over the page per response).
 */
export interface PageBytes {
  /** The page's UTF-8 bytes between its nonce placeholders (one more than there are placeholders). */
  readonly segments: readonly Buffer[];
  /** gzip header + the first segment deflated, then each further segment deflated (the last one final). */
  readonly deflated: readonly Buffer[];
  /** CRC-32 of each segment on its own, and the operator that moves a CRC past that segment's length. */
  readonly crcs: readonly number[];
  readonly shifts: readonly number[];
  /** The page's length without its nonces. */
  readonly length: number;
}

/** gzip member header: magic, deflate, no flags, no mtime, no extra flags, OS unknown (RFC 1952). */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xff]);
/** A stored block holds at most this many bytes (RFC 1951 3.2.4). */
const MAX_STORED = 0xffff;

/** Cuts `html` at every `placeholder` and builds both forms. */
export function pageBytes(html: string, placeholder: string): PageBytes {
  const segments = html.split(placeholder).map((text) => Buffer.from(text, 'utf8'));
  const last = segments.length - 1;
  const deflated = segments.map((segment, i) =>
    deflateRawSync(segment, { level: constants.Z_BEST_COMPRESSION, finishFlush: i === last ? constants.Z_FINISH : constants.Z_FULL_FLUSH }),
  );
  deflated[0] = Buffer.concat([GZIP_HEADER, deflated[0]!]);
  return {
    segments,
    deflated,
    crcs: segments.map((segment) => crc32(segment)),
    shifts: segments.map((segment) => crc32Shift(segment.length)),
    length: segments.reduce((sum, segment) => sum + segment.length, 0),
  };
}

/** The page with `nonce` at each placeholder, as it is (no content coding). */
export function identityBody(page: PageBytes, nonce: string): Buffer {
  const parts: Buffer[] = [page.segments[0]!];
  const nonceBytes = Buffer.from(nonce, 'utf8');
  for (let i = 1; i < page.segments.length; i++) parts.push(nonceBytes, page.segments[i]!);
  return Buffer.concat(parts);
}

/** The page with `nonce` at each placeholder, as one gzip member. */
export function gzipBody(page: PageBytes, nonce: string): Buffer {
  const nonceBytes = Buffer.from(nonce, 'utf8');
  const stored = storedBlocks(nonceBytes);
  const nonceCrc = crc32(nonceBytes);
  const nonceShift = crc32Shift(nonceBytes.length);
  const parts: Buffer[] = [page.deflated[0]!];
  let crc = page.crcs[0]!;
  for (let i = 1; i < page.segments.length; i++) {
    parts.push(stored, page.deflated[i]!);
    crc = crc32Combine(crc32Combine(crc, nonceCrc, nonceShift), page.crcs[i]!, page.shifts[i]!);
  }
  const trailer = Buffer.allocUnsafe(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  // ISIZE: the uncompressed length modulo 2^32.
  trailer.writeUInt32LE((page.length + nonceBytes.length * (page.segments.length - 1)) % 0x1_0000_0000, 4);
  parts.push(trailer);
  return Buffer.concat(parts);
}

/** `bytes` as non-final stored deflate blocks: header byte 0 (the stream is byte-aligned here), LEN, NLEN, bytes. */
function storedBlocks(bytes: Buffer): Buffer {
  const parts: Buffer[] = [];
  let offset = 0;
  do {
    const chunk = bytes.subarray(offset, offset + MAX_STORED);
    const header = Buffer.allocUnsafe(5);
    header[0] = 0x00;
    header.writeUInt16LE(chunk.length, 1);
    header.writeUInt16LE(~chunk.length & 0xffff, 3);
    parts.push(header, chunk);
    offset += chunk.length;
  } while (offset < bytes.length);
  return Buffer.concat(parts);
}
