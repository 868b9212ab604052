import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenMoving } from './when-moving';

type FrameCallback = (now: number, metadata: { mediaTime: number }) => void;

/** A video that hands out its frame callbacks to the test; `paused` as given. */
function videoWithFrames(paused = false) {
  const callbacks: FrameCallback[] = [];
  const video = { paused, requestVideoFrameCallback: (callback: FrameCallback) => callbacks.push(callback), addEventListener: vi.fn() };
  const frame = (mediaTime: number) => callbacks.splice(0).forEach((callback) => callback(0, { mediaTime }));
  return { video: video as unknown as HTMLVideoElement, frame, callbacks };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('whenMoving', () => {
  it('goes on after the first frame past the start, in a task of its own, once', () => {
    const { video, frame } = videoWithFrames();
    const then = vi.fn();
    whenMoving(video, then, 400);
    frame(0);
    vi.advanceTimersByTime(100);
    expect(then).not.toHaveBeenCalled();
    frame(0.04);
    expect(then).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(then).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('goes on after the cap when the picture does not move (a stalled file), and not again on a late frame', () => {
    const { video, frame } = videoWithFrames(true);
    const then = vi.fn();
    whenMoving(video, then, 400);
    frame(0.5);
    vi.advanceTimersByTime(399);
    expect(then).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2);
    expect(then).toHaveBeenCalledTimes(1);
    frame(0.6);
    vi.advanceTimersByTime(10);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('goes by the playing event where frame callbacks do not exist', () => {
    const addEventListener = vi.fn();
    const video = { paused: false, addEventListener } as unknown as HTMLVideoElement;
    const then = vi.fn();
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => setTimeout(callback, 16));
    whenMoving(video, then, 400);
    expect(addEventListener).toHaveBeenCalledWith('playing', expect.any(Function), { once: true });
    addEventListener.mock.calls[0]![1]();
    vi.advanceTimersByTime(17);
    expect(then).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });
});
