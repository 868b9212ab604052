import { describe, expect, it, vi } from 'vitest';
import { HttpCacheMediaWarmup } from './http-cache-media-warmup.adapter';

describe('HttpCacheMediaWarmup', () => {
  it('asks for the first bytes of the file at low priority and reads the answer to its end', async () => {
    const arrayBuffer = vi.fn(async () => new ArrayBuffer(8));
    const fetchMedia = vi.fn(async () => ({ arrayBuffer }));
    await new HttpCacheMediaWarmup(fetchMedia).mediaHead('/media/clips/clip-2.mp4', 262_144);
    expect(fetchMedia).toHaveBeenCalledWith('/media/clips/clip-2.mp4', { headers: { Range: 'bytes=0-262143' }, credentials: 'same-origin', priority: 'low' });
    expect(arrayBuffer).toHaveBeenCalled();
  });

  it('asks at high priority for a file the visitor is opening', async () => {
    const fetchMedia = vi.fn(async () => ({ arrayBuffer: async () => new ArrayBuffer(8) }));
    await new HttpCacheMediaWarmup(fetchMedia).mediaHead('/media/clips/clip-2.mp4', 65_536, 'now');
    expect(fetchMedia).toHaveBeenCalledWith('/media/clips/clip-2.mp4', { headers: { Range: 'bytes=0-65535' }, credentials: 'same-origin', priority: 'high' });
  });

  it('asks for nothing with an empty budget and swallows a failed request', async () => {
    const fetchMedia = vi.fn(async () => Promise.reject(new TypeError('offline')));
    const warmup = new HttpCacheMediaWarmup(fetchMedia);
    await warmup.mediaHead('/media/a.mp4', 0);
    expect(fetchMedia).not.toHaveBeenCalled();
    await expect(warmup.mediaHead('/media/a.mp4', 10)).resolves.toBeUndefined();
    expect(fetchMedia).toHaveBeenCalledTimes(1);
  });

  it('loads a poster through an image and reports the connection the browser describes', () => {
    const image = { src: '', fetchPriority: 'auto' } as HTMLImageElement;
    const warmup = new HttpCacheMediaWarmup(
      vi.fn(),
      () => image,
      () => ({ saveData: true }),
    );
    warmup.image('/media/posters/3.svg');
    expect(image.src).toBe('/media/posters/3.svg');
    expect(image.fetchPriority).toBe('low');
    expect(warmup.connection()).toEqual({ saveData: true });
  });
});
