import { injectable } from 'inversify';
import type { TrackingPixel } from '../../application/shared/tracking-pixel.port';

/** The image URL that records one tracking event (spec section 7). */
export function pixelUrl(query: string): string {
  return `/_icon.png?${query}`;
}

/** Sends tracking events as image requests: no CORS, no preflight, and they survive a page being hidden. */
@injectable()
export class ImageTrackingPixel implements TrackingPixel {
  // Keeps each image referenced until it settles, so it is not collected (and cancelled) mid-flight.
  private readonly inFlight = new Set<HTMLImageElement>();

  constructor(private readonly createImage: () => HTMLImageElement = () => new Image()) {}

  send(query: string): void {
    const image = this.createImage();
    const settle = (): void => {
      this.inFlight.delete(image);
    };
    image.onload = settle;
    image.onerror = settle;
    this.inFlight.add(image);
    image.src = pixelUrl(query);
  }
}
