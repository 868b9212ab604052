// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dropTappedStart, readyTappedStart, startTapped, tappedVideoAdopted, tappedVideoFor, UNCLAIMED_MS, UNTAPPED_MS } from './tapped-start';

const FILE = '/media/clips/clip-2.mp4';
const stage = () => document.querySelector('.tap-stage');

beforeEach(() => {
  vi.useFakeTimers();
  // jsdom has no media: playing is recorded, pausing and loading do nothing.
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
});

afterEach(() => {
  dropTappedStart();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('a tapped start', () => {
  it('asks for the file only once the head fetched with the touch is in, from where the visitor stopped', async () => {
    let headIn = () => undefined as void;
    readyTappedStart(FILE, 7, new Promise<void>((resolve) => (headIn = resolve)));
    void startTapped(FILE, 7);
    const video = tappedVideoFor(FILE)!;
    expect(video.hasAttribute('src')).toBe(false);
    // Started in the gesture all the same, full screen over the page.
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalledTimes(1);
    expect(stage()?.contains(video)).toBe(true);
    expect(video.hasAttribute('playsinline')).toBe(true);
    headIn();
    await vi.advanceTimersByTimeAsync(0);
    expect(video.getAttribute('src')).toBe(`${FILE}#t=7`);
  });

  it('asks for the file at once when no head was fetched (Save-Data), and from the start when nothing is remembered', () => {
    void startTapped(FILE, null);
    expect(tappedVideoFor(FILE)?.getAttribute('src')).toBe(FILE);
  });

  it('is offered to the player only for its own file, and only once tapped (a finger that scrolled is no tap)', () => {
    readyTappedStart(FILE, null, null);
    expect(tappedVideoFor(FILE)).toBeNull();
    void startTapped(FILE, null);
    expect(tappedVideoFor('/media/clips/clip-3.mp4')).toBeNull();
    expect(tappedVideoFor(FILE)).toBeInstanceOf(HTMLVideoElement);
  });

  it('lets the page follow once the picture moves, or after its cap when it does not', async () => {
    const moved = vi.fn();
    void startTapped(FILE, null).then(moved);
    await vi.advanceTimersByTimeAsync(999);
    expect(moved).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2);
    expect(moved).toHaveBeenCalledTimes(1);
  });

  it('hands the element to the player: the layer over the page goes and the start is no longer offered', () => {
    void startTapped(FILE, null);
    const video = tappedVideoFor(FILE)!;
    const player = document.createElement('div');
    document.body.append(player);
    player.append(video);
    tappedVideoAdopted(video);
    expect(stage()).toBeNull();
    expect(tappedVideoFor(FILE)).toBeNull();
    // Adopted, it is the player's: no timer lets go of it later.
    vi.advanceTimersByTime(UNCLAIMED_MS * 2);
    expect(video.getAttribute('src')).toBe(FILE);
    player.remove();
  });

  it('lets go of a start that the visitor left by going back: stopped, its download cancelled, nothing over the page', () => {
    void startTapped(FILE, null);
    const video = tappedVideoFor(FILE)!;
    dispatchEvent(new PopStateEvent('popstate'));
    expect(stage()).toBeNull();
    expect(video.hasAttribute('src')).toBe(false);
    expect(HTMLMediaElement.prototype.pause).toHaveBeenCalled();
    expect(tappedVideoFor(FILE)).toBeNull();
  });

  it('lets go of a touched episode never tapped, and of a tapped one no player took', () => {
    readyTappedStart(FILE, null, null);
    vi.advanceTimersByTime(UNTAPPED_MS);
    void startTapped(FILE, null);
    const video = tappedVideoFor(FILE)!;
    vi.advanceTimersByTime(UNCLAIMED_MS - 1);
    expect(stage()).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(stage()).toBeNull();
    expect(video.hasAttribute('src')).toBe(false);
  });

  it('keeps one start at a time: a touch on another episode lets go of the first', () => {
    readyTappedStart(FILE, null, null);
    readyTappedStart('/media/clips/clip-3.mp4', null, null);
    void startTapped('/media/clips/clip-3.mp4', null);
    expect(tappedVideoFor(FILE)).toBeNull();
    expect(document.querySelectorAll('.tap-stage video')).toHaveLength(1);
  });
});
