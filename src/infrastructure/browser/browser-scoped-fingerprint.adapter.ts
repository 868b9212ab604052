import type { Fingerprint } from '../../application/shared/fingerprint.port';
import { isBrowserId, visitorKey } from '../../domain/visits/visitor-key';
import { randomUuid } from './random-uuid';

const STORAGE_KEY = 'sd.browserId';

/** Where the browser id is kept; localStorage in the app, a map in tests. */
export interface BrowserIdStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/**
 * The visitor key of this browser: the device fingerprint combined with a random id kept in localStorage
 * (domain/visits/visitor-key.ts). Where storage is blocked, the id lives for the page only: such a browser may
 * become a new visitor on its next visit, which is better than merging two people into one.
 */
export class BrowserScopedFingerprint implements Fingerprint {
  private memoryId: string | null = null;

  constructor(
    private readonly device: Fingerprint,
    private readonly storage: BrowserIdStorage | null,
    private readonly randomId: () => string = randomUuid,
  ) {}

  async hash(): Promise<string> {
    return visitorKey(await this.device.hash(), this.browserId());
  }

  private browserId(): string {
    try {
      const stored = this.storage?.getItem(STORAGE_KEY);
      if (isBrowserId(stored)) return stored;
      const id = this.randomId();
      this.storage?.setItem(STORAGE_KEY, id);
      if (this.storage) return id;
    } catch {
      // Storage refused (private mode, quota): fall back to an id for this page.
    }
    this.memoryId ??= this.randomId();
    return this.memoryId;
  }
}

/** localStorage, or null where reading it throws (blocked cookies in some browsers). */
export function localStorageOrNull(): BrowserIdStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
