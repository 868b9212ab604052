import type { ServiceIdentifier } from 'inversify';

/** Small values that must survive a reload of this tab but not the tab itself (sessionStorage). */
export interface SessionMemory {
  get(key: string): string | null;
  set(key: string, value: string): void;
}
export const SessionMemory = Symbol.for('SessionMemory') as ServiceIdentifier<SessionMemory>;
