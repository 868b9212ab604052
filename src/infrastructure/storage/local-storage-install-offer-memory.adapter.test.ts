import { describe, expect, it } from 'vitest';
import { LocalStorageInstallOfferMemory } from './local-storage-install-offer-memory.adapter';

class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

describe('LocalStorageInstallOfferMemory', () => {
  it('counts a visit once per tab session and keeps the answer', () => {
    const local = new MemoryStorage();
    const firstTab = new MemoryStorage();
    expect(new LocalStorageInstallOfferMemory(local, firstTab).visit()).toEqual({ answered: false, visits: 1, episodeFinished: false });
    // A reload of the same tab is the same visit.
    expect(new LocalStorageInstallOfferMemory(local, firstTab).visit().visits).toBe(1);
    const secondTab = new LocalStorageInstallOfferMemory(local, new MemoryStorage());
    expect(secondTab.visit().visits).toBe(2);
    secondTab.episodeFinished();
    secondTab.answered();
    expect(new LocalStorageInstallOfferMemory(local, new MemoryStorage()).visit()).toEqual({ answered: true, visits: 3, episodeFinished: true });
  });

  it('reads corrupt, missing or refusing storage as a first visit, without throwing', () => {
    const corrupt = new MemoryStorage();
    corrupt.setItem('install-offer', '{not json');
    expect(new LocalStorageInstallOfferMemory(corrupt, new MemoryStorage()).visit()).toEqual({ answered: false, visits: 1, episodeFinished: false });
    expect(new LocalStorageInstallOfferMemory(undefined, undefined).visit().visits).toBe(1);
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(() => new LocalStorageInstallOfferMemory(refusing, refusing).answered()).not.toThrow();
  });
});
