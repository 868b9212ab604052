import sharp from 'sharp';

/** Real image files made in the tests, so upload checks run on what a phone or a browser would send. */

const noise = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#336699', noise: { type: 'gaussian', mean: 128, sigma: 30 } } });

/** A camera-like JPEG: EXIF with GPS coordinates and the "rotate 90°" orientation flag. */
export function jpegWithGps(width: number, height: number): Promise<Buffer> {
  return noise(width, height)
    .jpeg({ quality: 80 })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone X' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 2964/100', GPSLongitudeRef: 'E', GPSLongitude: '2/1 17/1 4003/100' },
    })
    .toBuffer();
}

/** A PNG; `noisy` makes it incompressible (about 3 bytes a pixel). */
export function pngBytes(width: number, height: number, noisy = false): Promise<Buffer> {
  const image = noisy ? noise(width, height) : sharp({ create: { width, height, channels: 3, background: '#2a7f62' } });
  return image.png().toBuffer();
}

/** An animated GIF of `frames` frames of 60×40 (a tall strip read as pages of 40 rows). */
export async function gifBytes(frames: number): Promise<Buffer> {
  const raw = await noise(60, 40 * frames)
    .raw()
    .toBuffer();
  return sharp(raw, { raw: { width: 60, height: 40 * frames, channels: 3, pageHeight: 40 } })
    .gif({ loop: 0, delay: Array<number>(frames).fill(100) })
    .toBuffer();
}

export const SVG_BYTES = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
);

/** The start of a Windows executable (MZ header and DOS stub text), as a file renamed to photo.jpg would be. */
export const WINDOWS_EXE_BYTES = Buffer.concat([
  Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'),
  Buffer.alloc(56),
  Buffer.from('This program cannot be run in DOS mode.\r\n'),
  Buffer.alloc(4096, 0x90),
]);
