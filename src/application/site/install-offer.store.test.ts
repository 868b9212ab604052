import { configure } from 'mobx';
import { describe, expect, it, vi } from 'vitest';
import type { InstallOfferHistory } from '../../domain/install/install-offer.policy';
import type { InstallOfferMemory } from './install-offer-memory.port';
import { InstallOfferStore } from './install-offer.store';
import type { InstallAnswer, InstallPrompt } from './install-prompt.port';

configure({ enforceActions: 'always' });

class FakeBrowser implements InstallPrompt {
  installable = () => undefined as void;
  installed = () => undefined as void;
  finished = () => undefined as void;
  answer: InstallAnswer = 'accepted';
  onInstallable(ready: () => void) {
    this.installable = ready;
    return () => undefined;
  }
  onInstalled(done: () => void) {
    this.installed = done;
    return () => undefined;
  }
  onEpisodeFinished(finished: () => void) {
    this.finished = finished;
    return () => undefined;
  }
  prompt = vi.fn(async () => this.answer);
}

class FakeMemory implements InstallOfferMemory {
  constructor(public history: InstallOfferHistory) {}
  visit() {
    this.history = { ...this.history, visits: this.history.visits + 1 };
    return this.history;
  }
  episodeFinished() {
    this.history = { ...this.history, episodeFinished: true };
  }
  answered() {
    this.history = { ...this.history, answered: true };
  }
}

function started(history: Partial<InstallOfferHistory> = {}) {
  const browser = new FakeBrowser();
  const memory = new FakeMemory({ answered: false, visits: 0, episodeFinished: false, ...history });
  const store = new InstallOfferStore(browser, memory);
  store.start();
  return { browser, memory, store };
}

describe('InstallOfferStore', () => {
  it('waits for the browser, then offers on a second visit, off the player', () => {
    const { browser, store } = started({ visits: 1 });
    expect(store.showsWith(false, false)).toBe(false);
    browser.installable();
    expect(store.showsWith(false, false)).toBe(true);
    expect(store.showsWith(true, false)).toBe(false);
    expect(store.showsWith(false, true)).toBe(false);
  });

  it('offers on a first visit once an episode finished, and remembers it', () => {
    const { browser, memory, store } = started();
    browser.installable();
    expect(store.showsWith(false, false)).toBe(false);
    browser.finished();
    expect(store.showsWith(false, false)).toBe(true);
    expect(memory.history.episodeFinished).toBe(true);
  });

  it.each<[InstallAnswer, boolean]>([
    ['accepted', true],
    ['dismissed', true],
    ['unavailable', false],
  ])('an answer %s of the browser dialog is remembered: %s', async (answer, remembered) => {
    const { browser, memory, store } = started({ visits: 1 });
    browser.installable();
    browser.answer = answer;
    await store.install();
    expect(browser.prompt).toHaveBeenCalledOnce();
    expect(memory.history.answered).toBe(remembered);
    expect(store.showsWith(false, false)).toBe(false);
  });

  it('not now is never asked again, and neither after an installation from the browser menu', () => {
    const first = started({ visits: 1 });
    first.browser.installable();
    first.store.dismiss();
    expect(first.store.showsWith(false, false)).toBe(false);
    expect(first.memory.history.answered).toBe(true);

    const second = started({ visits: 1 });
    second.browser.installable();
    second.browser.installed();
    expect(second.store.showsWith(false, false)).toBe(false);
    expect(second.memory.history.answered).toBe(true);
  });
});
