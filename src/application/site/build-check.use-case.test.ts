import { configure, when } from 'mobx';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BuildChecker } from '../shared/build-checker.port';
import type { AppWorker } from './app-worker.port';
import { FakeClock } from '../shared/fakes/fake-clock';
import { FakeLogger } from '../shared/fakes/fake-logger';
import { FakeNavigation } from '../shared/fakes/fake-navigation';
import { FakePageLifecycle } from '../shared/fakes/fake-page-lifecycle';
import type { SessionMemory } from '../shared/session-memory.port';
import { BuildCheckUseCase } from './build-check.use-case';

configure({ enforceActions: 'always' });

const hour = 60 * 60 * 1000;
const running: BuildCheckUseCase[] = [];
afterEach(() => running.splice(0).forEach((useCase) => useCase.stop()));

function setup(latest: string[] = ['b1']) {
  const clock = new FakeClock();
  const navigation = new FakeNavigation('/');
  const lifecycle = new FakePageLifecycle();
  const memory = new Map<string, string>();
  const sessionMemory: SessionMemory = { get: (key) => memory.get(key) ?? null, set: (key, value) => void memory.set(key, value) };
  const answers = [...latest];
  const checker: BuildChecker = { currentBuildId: 'b1', latestBuildId: vi.fn(async () => answers.shift() ?? answers.at(-1) ?? 'b1') };
  const worker = fakeWorker();
  const useCase = new BuildCheckUseCase(checker, clock, navigation, lifecycle, sessionMemory, new FakeLogger(), worker);
  running.push(useCase);
  return { useCase, clock, navigation, lifecycle, checker, memory, worker };
}

/** A worker whose takeover is recorded, in the order things happen. */
function fakeWorker(events: string[] = []): AppWorker & { events: string[] } {
  return {
    events,
    register: vi.fn(async () => true),
    keep: vi.fn(),
    checkForUpdate: vi.fn(async () => void events.push('update')),
    activateUpdate: vi.fn(async () => void events.push('takeover')),
    forgetPersonal: vi.fn(),
  };
}

const reloads = (navigation: FakeNavigation) => navigation.visited.filter((visit) => visit.kind === 'reload').length;
/** The reload follows the worker's takeover (a promise): lets it happen. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('BuildCheckUseCase', () => {
  it('checks at start and raises nothing while the build is current', async () => {
    const { useCase, checker } = setup(['b1']);
    useCase.start();
    await vi.waitFor(() => expect(checker.latestBuildId).toHaveBeenCalledOnce());
    expect(useCase.update).toBeNull();
    expect(useCase.promptVisible).toBe(false);
  });

  it('checks again every 60 minutes and raises app-manifest-update for a newer build', async () => {
    const { useCase, clock, checker } = setup(['b1', 'b2']);
    useCase.start();
    clock.advance(hour - 1);
    expect(checker.latestBuildId).toHaveBeenCalledOnce();
    clock.advance(1);
    await when(() => useCase.update !== null);
    expect(useCase.update).toEqual({ type: 'app-manifest-update', buildId: 'b2' });
    expect(useCase.promptVisible).toBe(true);
  });

  it('reloads on the next navigation, at most once per 10 s', async () => {
    const { useCase, clock, navigation } = setup(['b2']);
    useCase.start();
    await when(() => useCase.update !== null);
    navigation.navigate('/ranking-page.html');
    await settled();
    expect(reloads(navigation)).toBe(1);
    clock.advance(5_000);
    navigation.navigate('/terms.html');
    await settled();
    expect(reloads(navigation)).toBe(1);
    clock.advance(5_000);
    navigation.navigate('/policy.html');
    await settled();
    expect(reloads(navigation)).toBe(2);
  });

  it('keeps the guard across a reload through session memory', async () => {
    const first = setup(['b2']);
    first.useCase.start();
    await when(() => first.useCase.update !== null);
    first.navigation.navigate('/terms.html');
    const second = new BuildCheckUseCase(
      { currentBuildId: 'b1', latestBuildId: async () => 'b2' },
      first.clock,
      first.navigation,
      first.lifecycle,
      { get: (key) => first.memory.get(key) ?? null, set: (key, value) => void first.memory.set(key, value) },
      new FakeLogger(),
      fakeWorker(),
    );
    running.push(second);
    first.useCase.stop();
    second.start();
    await when(() => second.update !== null);
    first.navigation.navigate('/policy.html');
    await settled();
    expect(reloads(first.navigation)).toBe(1);
  });

  it('does not reload on a replace (a redirect within the same visit)', async () => {
    const { useCase, navigation } = setup(['b2']);
    useCase.start();
    await when(() => useCase.update !== null);
    navigation.replace('/de');
    await settled();
    expect(reloads(navigation)).toBe(0);
  });

  it('hides the prompt when dismissed and reloads when asked', async () => {
    const { useCase, navigation } = setup(['b2']);
    useCase.start();
    await when(() => useCase.update !== null);
    useCase.dismissPrompt();
    expect(useCase.promptVisible).toBe(false);
    useCase.reloadNow();
    await settled();
    expect(reloads(navigation)).toBe(1);
  });

  it('has the service worker fetch the new build once, and take over just before the one reload', async () => {
    const { useCase, clock, navigation, worker } = setup(['b2', 'b2']);
    useCase.start();
    await when(() => useCase.update !== null);
    clock.advance(hour);
    await vi.waitFor(() => expect(worker.events).toEqual(['update']));
    useCase.reloadNow();
    expect(reloads(navigation)).toBe(0);
    await settled();
    expect(worker.events).toEqual(['update', 'takeover']);
    expect(reloads(navigation)).toBe(1);
  });

  it('reloads even when the worker cannot take over', async () => {
    const { useCase, navigation, worker } = setup(['b2']);
    vi.mocked(worker.activateUpdate).mockRejectedValueOnce(new Error('no worker'));
    useCase.start();
    await when(() => useCase.update !== null);
    useCase.reloadNow();
    await settled();
    expect(reloads(navigation)).toBe(1);
  });

  it('checks when a tab returns after the interval, not before', async () => {
    const { useCase, clock, lifecycle, checker } = setup(['b1']);
    useCase.start();
    await vi.waitFor(() => expect(checker.latestBuildId).toHaveBeenCalledTimes(1));
    clock.jump(hour / 2);
    lifecycle.show();
    expect(checker.latestBuildId).toHaveBeenCalledTimes(1);
    // A background tab's timers were frozen: the interval never fired, the tab's return catches up.
    clock.jump(hour);
    lifecycle.show();
    expect(checker.latestBuildId).toHaveBeenCalledTimes(2);
  });

  it('survives a failing check', async () => {
    const { useCase, checker } = setup();
    vi.mocked(checker.latestBuildId).mockRejectedValueOnce(new Error('offline'));
    useCase.start();
    await vi.waitFor(() => expect(checker.latestBuildId).toHaveBeenCalledOnce());
    expect(useCase.update).toBeNull();
  });
});
