// @vitest-environment jsdom
import type { ServiceIdentifier } from 'inversify';
import { describe, expect, it } from 'vitest';
import { createCoreContainer, createCoreContainerInSteps } from './core-container';
import { FeatureModules } from './feature-modules';
import { ShareOpener } from '../application/sharing/share-opener.port';
import { ShareStore } from '../application/sharing/share.store';
import { backgroundModule } from './tracking/background.module';

type Module = Record<string, unknown>;

// Every port token and every store of src/application, found by file name so a new one cannot be forgotten here.
const ports = import.meta.glob<Module>('../application/**/*.port.ts', { eager: true });
const stores = import.meta.glob<Module>('../application/**/*.{store,use-case}.ts', { eager: true });

function tokensOf(modules: Record<string, Module>, pick: (value: unknown) => boolean): Array<[string, ServiceIdentifier]> {
  return Object.entries(modules).flatMap(([file, exports]) =>
    Object.entries(exports)
      .filter(([, value]) => pick(value))
      .map(([name, value]): [string, ServiceIdentifier] => [`${file.replace('../application/', '')} ${name}`, value as ServiceIdentifier]),
  );
}

const portTokens = tokensOf(ports, (value) => typeof value === 'symbol');
// Store classes are their own tokens. Only @injectable ones are resolved: a store may also compose plain helper
// classes it creates itself (a countdown inside a form store), which are nobody's binding.
const injectableFlag = '@inversifyjs/core/classIsInjectableFlagReflectKey';
const storeTokens = tokensOf(stores, (value) => typeof value === 'function' && Reflect.getOwnMetadata(injectableFlag, value) === true);

describe('the composition root', () => {
  it('finds the ports and stores it checks', () => {
    expect(portTokens.length).toBeGreaterThanOrEqual(15);
    expect(storeTokens.map(([name]) => name)).toEqual(
      expect.arrayContaining(['account/session.store.ts SessionStore', 'site/settings.store.ts SettingsStore', 'tracking/visitor.store.ts VisitorStore']),
    );
  });

  // The browser's path: the core container, then every lazy feature module as its screens load, and the background
  // work once the page is hydrated (background-work.ts).
  it.each([...portTokens, ...storeTokens])('resolves %s', async (_, token) => {
    const container = await createCoreContainerInSteps(async () => undefined);
    container.load(backgroundModule);
    const features = new FeatureModules(container);
    // The console's module is loaded by the console route alone, and the notifications' by a member's bell and their
    // pages, so neither is among the features every visitor's page may load.
    await Promise.all([features.loadAll(), features.load(['admin']), features.load(['notifications'])]);
    expect(container.get(token)).toBeDefined();
  });

  it("builds the browser's container one module per task", async () => {
    const tasks: number[] = [];
    const container = await createCoreContainerInSteps(async () => void tasks.push(tasks.length));
    expect(tasks).toHaveLength(4);
    const atOnce = createCoreContainer();
    const bound = (c: typeof container) => [...portTokens, ...storeTokens].filter(([, token]) => c.isBound(token)).map(([name]) => name);
    expect(bound(container)).toEqual(bound(atOnce));
    expect(bound(container).length).toBeGreaterThan(10);
  });

  // A list's card resolves the share opener with the actions feature alone (card-share-button.view.tsx): it must be
  // the film page's share store, so both open the one dialog with the same record and counting.
  it('opens shares through the share store, with the actions feature alone', async () => {
    const container = createCoreContainer();
    await new FeatureModules(container).load(['actions']);
    expect(container.get(ShareOpener)).toBe(container.get(ShareStore));
  });

  it('gives every consumer the same store instance', () => {
    const container = createCoreContainer();
    expect(container.get(portTokens.find(([name]) => name.endsWith('Navigation'))![1])).toBe(
      container.get(portTokens.find(([name]) => name.endsWith('Navigation'))![1]),
    );
  });
});
