/**
 * One deferred render per idle period, in the order they were queued (document order, since effects of siblings
 * run in order). Splitting the below-the-fold work this way keeps every task short, so input stays responsive.
 */
type Task = () => void;

const queue: Task[] = [];
let scheduled = false;

const requestIdle: (callback: () => void) => void =
  typeof window !== 'undefined' && 'requestIdleCallback' in window
    ? (callback) => window.requestIdleCallback(callback, { timeout: 1500 })
    : (callback) => setTimeout(callback, 50);

function runNext(): void {
  scheduled = false;
  const task = queue.shift();
  task?.();
  if (queue.length > 0) schedule();
}

function schedule(): void {
  if (scheduled) return;
  scheduled = true;
  requestIdle(runNext);
}

/** Runs `task` in a later idle period, after the tasks queued before it; returns a function that cancels it. */
export function whenIdle(task: Task): () => void {
  queue.push(task);
  schedule();
  return () => {
    const index = queue.indexOf(task);
    if (index >= 0) queue.splice(index, 1);
  };
}
