interface PrioritizedScheduler {
  yield(): Promise<void>;
}

/**
 * Ends the current task and continues in a new one, so the browser can paint and answer input in between. The app's
 * start is a chain of steps that each take a few milliseconds on a fast laptop and four times that on a cheap phone;
 * run as one task they block the page for a quarter of a second. `scheduler.yield()` continues ahead of other
 * queued work where the browser has it; elsewhere a zero timeout does the same, a little later.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<PrioritizedScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
