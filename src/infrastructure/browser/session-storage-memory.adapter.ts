import { injectable } from 'inversify';
import type { SessionMemory } from '../../application/shared/session-memory.port';

/** SessionMemory over window.sessionStorage; private modes that refuse storage degrade to "nothing remembered". */
@injectable()
export class SessionStorageMemory implements SessionMemory {
  get(key: string): string | null {
    try {
      return sessionStorage.getItem(key);
    } catch {
      return null;
    }
  }

  set(key: string, value: string): void {
    try {
      sessionStorage.setItem(key, value);
    } catch {
      // Storage full or disabled: the reload guard then only holds within this page's lifetime.
    }
  }
}
