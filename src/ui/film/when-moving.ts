/** How long a hand-off waits for the new picture to move before the page follows anyway (a stalled file). */
export const HAND_OFF_CAP_MS = 400;

type FrameCallbackVideo = HTMLVideoElement & {
  requestVideoFrameCallback?: (callback: (now: number, metadata: { mediaTime: number }) => void) => number;
};

/**
 * Calls `then` once, in a task of its own, after `video` has shown a frame past its start while playing (so the
 * visitor sees it move before the page's re-render takes the main thread), or after `capMs` whatever happened.
 * Browsers without requestVideoFrameCallback go by the `playing` event and the next animation frame.
 */
export function whenMoving(video: HTMLVideoElement, then: () => void, capMs = HAND_OFF_CAP_MS): void {
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    clearTimeout(cap);
    setTimeout(then, 0);
  };
  const cap = setTimeout(finish, capMs);
  const withFrames = video as FrameCallbackVideo;
  if (typeof withFrames.requestVideoFrameCallback === 'function') {
    const onFrame = (_now: number, metadata: { mediaTime: number }) => {
      if (metadata.mediaTime > 0 && !video.paused) finish();
      else if (!done) withFrames.requestVideoFrameCallback?.(onFrame);
    };
    withFrames.requestVideoFrameCallback(onFrame);
    return;
  }
  video.addEventListener('playing', () => requestAnimationFrame(finish), { once: true });
}
