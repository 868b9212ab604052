import { describe, expect, it } from 'vitest';
import { APP_CODE_WAIT_MS, appCodeScript, type AppCodeAfter } from './app-code.script';

/**
 * Runs the script against a page of its own making: a `<video>` whose events, frame callbacks and play state the
 * test drives, timers and animation frames it fires by hand, and a head that records what the script adds.
 */
function pageRunning(after: AppCodeAfter, video: { readyState: number; paused: boolean; frameCallbacks?: boolean }) {
  const added: string[] = [];
  const listeners = new Map<string, () => void>();
  const frameCallbacks: Array<() => void> = [];
  const timers: Array<{ run: () => void; ms: number }> = [];
  const animationFrames: Array<() => void> = [];
  const element = {
    ...video,
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
    requestVideoFrameCallback: video.frameCallbacks === false ? undefined : (callback: () => void) => frameCallbacks.push(callback),
  };
  const document = {
    querySelector: () => element,
    createElement: () => ({}) as Record<string, unknown>,
    head: { appendChild: (node: { rel?: string; href?: string; src?: string }) => added.push(`${node.rel ?? 'script'} ${node.href ?? node.src}`) },
  };
  const tag = appCodeScript('/assets/index-E.js', ['/assets/main-M.js', '/assets/film-F.js'], after, undefined);
  const source = tag.slice('<script>'.length, -'</script>'.length);
  new Function('document', 'setTimeout', 'requestAnimationFrame', source)(
    document,
    (run: () => void, ms: number) => timers.push({ run, ms }),
    (run: () => void) => animationFrames.push(run),
  );
  const fire = <T extends () => void>(queue: T[]) => queue.splice(0).forEach((run) => run());
  return {
    added,
    element,
    dispatch: (type: string) => listeners.get(type)?.(),
    showFrame: () => fire(frameCallbacks),
    nextFrame: () => fire(animationFrames),
    runTimers: (ms = 0) => timers.splice(0).forEach((timer) => (timer.ms <= ms ? timer.run() : timers.push(timer))),
    /** Runs the timers due within `ms`, and those they set in turn, until none is due. */
    settle: (ms = 0) => {
      while (timers.some((timer) => timer.ms <= ms)) timers.splice(0).forEach((timer) => (timer.ms <= ms ? timer.run() : timers.push(timer)));
    },
  };
}

describe("the script that asks for the app's code", () => {
  it("asks for the chunks and the entry once the episode's first frame is loaded, when nobody has pressed Play", () => {
    const page = pageRunning('first-frame', { readyState: 0, paused: true });
    page.runTimers();
    expect(page.added).toEqual([]);
    page.dispatch('loadeddata');
    // A task apart each: a touch landing meanwhile is not held behind them all.
    expect(page.added).toEqual(['modulepreload /assets/main-M.js', 'script /assets/index-E.js']);
    page.runTimers();
    expect(page.added).toEqual(['modulepreload /assets/main-M.js', 'script /assets/index-E.js', 'modulepreload /assets/film-F.js']);
  });

  it('waits, when Play was pressed before the first frame, until that frame is shown, then a task later', () => {
    const page = pageRunning('first-frame', { readyState: 0, paused: true });
    page.element.paused = false;
    page.dispatch('loadeddata');
    page.runTimers();
    expect(page.added).toEqual([]);
    page.showFrame();
    expect(page.added).toEqual([]);
    page.runTimers();
    expect(page.added).toContain('script /assets/index-E.js');
  });

  it('starts at loadeddata in a browser without frame callbacks, and at once on a broken video', () => {
    const playing = pageRunning('first-frame', { readyState: 0, paused: false, frameCallbacks: false });
    playing.dispatch('loadeddata');
    expect(playing.added).toContain('script /assets/index-E.js');
    const broken = pageRunning('first-frame', { readyState: 0, paused: true });
    broken.dispatch('error');
    expect(broken.added).toContain('script /assets/index-E.js');
  });

  it(`starts after ${APP_CODE_WAIT_MS} ms at the latest (a frame that never shows), and only once`, () => {
    const page = pageRunning('first-frame', { readyState: 0, paused: false });
    page.dispatch('loadeddata');
    page.runTimers(APP_CODE_WAIT_MS);
    page.showFrame();
    page.settle(APP_CODE_WAIT_MS);
    expect(page.added.filter((line) => line.startsWith('script'))).toHaveLength(1);
    expect(page.added.filter((line) => line.startsWith('modulepreload'))).toHaveLength(2);
  });

  it('asks after the first paint on other pages, and on a video page whose first frame is already in', () => {
    for (const page of [pageRunning('first-paint', { readyState: 0, paused: true }), pageRunning('first-frame', { readyState: 4, paused: true })]) {
      page.nextFrame();
      expect(page.added).toEqual([]);
      page.settle();
      expect(page.added).toContain('script /assets/index-E.js');
    }
  });

  it('adds every link in one task on a page without a video, then the entry', () => {
    const page = pageRunning('first-paint', { readyState: 0, paused: true });
    page.nextFrame();
    page.runTimers();
    expect(page.added).toEqual(['modulepreload /assets/main-M.js', 'modulepreload /assets/film-F.js', 'script /assets/index-E.js']);
    page.settle(APP_CODE_WAIT_MS);
    expect(page.added).toHaveLength(3);
  });
});
