// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { fullscreenMode, isFullscreen, toggleFullscreen } from './fullscreen';

/** A document as each engine has it: the Fullscreen API, Safari's prefixed one, or none (an iPhone). */
function browser(kind: 'standard' | 'prefixed' | 'iphone') {
  const calls: string[] = [];
  const doc = { fullscreenEnabled: kind === 'standard', fullscreenElement: null as Element | null } as unknown as Document & Record<string, unknown>;
  const frame = document.createElement('div') as HTMLDivElement & Record<string, unknown>;
  const video = document.createElement('video') as HTMLVideoElement & Record<string, unknown>;
  frame.requestFullscreen = undefined as never;
  if (kind === 'standard') {
    frame.requestFullscreen = vi.fn(async () => void calls.push('frame.requestFullscreen'));
    doc.exitFullscreen = vi.fn(async () => void calls.push('document.exitFullscreen'));
  }
  if (kind === 'prefixed') {
    (doc as Record<string, unknown>).fullscreenEnabled = undefined;
    frame.webkitRequestFullscreen = vi.fn(() => void calls.push('frame.webkitRequestFullscreen'));
    doc.webkitExitFullscreen = vi.fn(() => void calls.push('document.webkitExitFullscreen'));
  }
  // Every WebKit video has its own full-screen view; on an iPhone it is the only one.
  if (kind !== 'standard') {
    video.webkitEnterFullscreen = vi.fn(() => {
      calls.push('video.webkitEnterFullscreen');
      video.webkitDisplayingFullscreen = true;
    });
    video.webkitExitFullscreen = vi.fn(() => {
      calls.push('video.webkitExitFullscreen');
      video.webkitDisplayingFullscreen = false;
    });
  }
  return { doc, frame, video, calls };
}

describe('the player full screen, by what the browser has', () => {
  it('uses the Fullscreen API on the player frame where the browser has it', () => {
    const { doc, frame, video, calls } = browser('standard');
    expect(fullscreenMode(doc, frame, video)).toBe('element');
    toggleFullscreen(doc, frame, video);
    expect(calls).toEqual(['frame.requestFullscreen']);
    (doc as { fullscreenElement: Element | null }).fullscreenElement = frame;
    expect(isFullscreen(doc, frame, video)).toBe(true);
    toggleFullscreen(doc, frame, video);
    expect(calls).toEqual(['frame.requestFullscreen', 'document.exitFullscreen']);
  });

  it("uses Safari's prefixed element full screen where the standard one is missing", () => {
    const { doc, frame, video, calls } = browser('prefixed');
    expect(fullscreenMode(doc, frame, video)).toBe('element');
    toggleFullscreen(doc, frame, video);
    expect(calls).toEqual(['frame.webkitRequestFullscreen']);
    (doc as { webkitFullscreenElement?: Element }).webkitFullscreenElement = frame;
    toggleFullscreen(doc, frame, video);
    expect(calls).toEqual(['frame.webkitRequestFullscreen', 'document.webkitExitFullscreen']);
  });

  it("falls back to the video's own full screen (webkitEnterFullscreen) where the page has no Fullscreen API, as on an iPhone", () => {
    const { doc, frame, video, calls } = browser('iphone');
    expect(fullscreenMode(doc, frame, video)).toBe('video');
    toggleFullscreen(doc, frame, video);
    expect(calls).toEqual(['video.webkitEnterFullscreen']);
    expect(isFullscreen(doc, frame, video)).toBe(true);
    toggleFullscreen(doc, frame, video);
    expect(calls).toEqual(['video.webkitEnterFullscreen', 'video.webkitExitFullscreen']);
    expect(isFullscreen(doc, frame, video)).toBe(false);
  });

  it('does nothing where neither exists', () => {
    const { doc, frame } = browser('standard');
    (frame as unknown as Record<string, unknown>).requestFullscreen = undefined;
    const video = document.createElement('video');
    expect(fullscreenMode(doc, frame, video)).toBe('none');
    expect(() => toggleFullscreen(doc, frame, video)).not.toThrow();
  });
});
