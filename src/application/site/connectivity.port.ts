import type { ServiceIdentifier } from 'inversify';

/** Whether the device has a network connection, as the browser tells it. */
export interface Connectivity {
  online(): boolean;
  /** Called with the new state on each change; returns an unsubscribe function. */
  onChange(listener: (online: boolean) => void): () => void;
}
export const Connectivity = Symbol.for('Connectivity') as ServiceIdentifier<Connectivity>;
