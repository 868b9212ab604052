import { describe, expect, it } from 'vitest';
import { ImageTrackingPixel, pixelUrl } from './image-tracking-pixel.adapter';

describe('ImageTrackingPixel', () => {
  it('requests /_icon.png with the event query', () => {
    const images: Array<{ src: string; onload: unknown; onerror: unknown }> = [];
    const pixel = new ImageTrackingPixel(() => {
      const image = { src: '', onload: null, onerror: null };
      images.push(image);
      return image as unknown as HTMLImageElement;
    });
    pixel.send('ul=dramas.example%2F&ev=pv');
    expect(images.map((image) => image.src)).toEqual(['/_icon.png?ul=dramas.example%2F&ev=pv']);
    expect(typeof images[0]?.onload).toBe('function');
  });

  it('builds the pixel URL', () => {
    expect(pixelUrl('ev=pt&secs=3')).toBe('/_icon.png?ev=pt&secs=3');
  });
});
