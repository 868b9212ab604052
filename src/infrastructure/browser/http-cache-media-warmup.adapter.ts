import { injectable } from 'inversify';
import type { MediaUrgency, MediaWarmup } from '../../application/film/media-warmup.port';
import type { ConnectionHints } from '../../domain/catalog/prefetch.policy';
import { browserConnectionHints } from './connection-hints';

type Fetch = (url: string, init: RequestInit) => Promise<Pick<Response, 'arrayBuffer'>>;

/**
 * Warms the browser's HTTP cache. The media head is a same-origin Range request read to its end: the cache keeps a
 * completed 206 answer of a file with an ETag as a partial entry, and the `<video>` that later asks for
 * `bytes=0-` gets those bytes from it and only the rest from the network. Low priority, so the playing episode's
 * own requests go first; high for a file the visitor is opening.
 */
@injectable()
export class HttpCacheMediaWarmup implements MediaWarmup {
  // Keeps each image referenced until it settles, so it is not collected (and cancelled) mid-flight.
  private readonly images = new Set<HTMLImageElement>();

  constructor(
    private readonly fetchMedia: Fetch = (url, init) => fetch(url, init),
    private readonly createImage: () => HTMLImageElement = () => new Image(),
    private readonly readConnection: () => ConnectionHints | undefined = browserConnectionHints,
  ) {}

  connection(): ConnectionHints | undefined {
    return this.readConnection();
  }

  async mediaHead(url: string, bytes: number, urgency: MediaUrgency = 'ahead'): Promise<void> {
    if (bytes <= 0) return;
    const priority = urgency === 'now' ? 'high' : 'low';
    const init: RequestInit = { headers: { Range: `bytes=0-${bytes - 1}` }, credentials: 'same-origin', priority };
    await this.fetchMedia(url, init)
      .then((response) => response.arrayBuffer())
      .catch(() => undefined);
  }

  image(url: string): void {
    const image = this.createImage();
    const settle = () => void this.images.delete(image);
    image.onload = settle;
    image.onerror = settle;
    image.fetchPriority = 'low';
    this.images.add(image);
    image.src = url;
  }
}
