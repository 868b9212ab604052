import type { ServiceIdentifier } from 'inversify';

/** Cancels a scheduled timer; calling it twice is harmless. */
export type Cancel = () => void;

/** Time and timers, so stores and use cases can be tested with a fake clock. */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
  setTimeout(callback: () => void, ms: number): Cancel;
  setInterval(callback: () => void, ms: number): Cancel;
  /** Runs the callback once the browser is idle after first paint (falls back to a short timeout). */
  whenIdle(callback: () => void): Cancel;
}
export const Clock = Symbol.for('Clock') as ServiceIdentifier<Clock>;
