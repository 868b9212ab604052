/** What an encoder without +faststart writes: ftyp, free, mdat, then moov, offsets pointing into the moved mdat. */
export function moovAtEnd(bytes: Uint8Array): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const moovSize = view.getUint32(32);
  const out = new Uint8Array(bytes.length);
  out.set(bytes.subarray(0, 32), 0);
  out.set(bytes.subarray(32 + moovSize), 32);
  const moov = bytes.slice(32, 32 + moovSize);
  const moovView = new DataView(moov.buffer);
  for (let at = 0; at + 8 < moov.length; at++) {
    if (moov[at] !== 0x73 || moov[at + 1] !== 0x74 || moov[at + 2] !== 0x63 || moov[at + 3] !== 0x6f) continue;
    const count = moovView.getUint32(at + 8);
    for (let i = 0; i < count; i++) moovView.setUint32(at + 12 + i * 4, moovView.getUint32(at + 12 + i * 4) - moovSize);
  }
  out.set(moov, bytes.length - moovSize);
  return out;
}
