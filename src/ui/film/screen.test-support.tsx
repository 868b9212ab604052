import { render, type RenderResult } from '@testing-library/react';
import { configure, runInAction } from 'mobx';
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { setupServer } from 'msw/node';
import { contractHandlers } from '../../../tests/msw/contract-handlers';
import { WatchHistory } from '../../application/film/watch-history.port';
import { Translator } from '../../application/shared/translator.port';
import { VisitorStore } from '../../application/tracking/visitor.store';
import type { WatchedEpisode } from '../../domain/catalog/watched-episode.entity';
import { createContainer } from '../../composition/container';
import { ServiceProvider } from '../../composition/service-provider';
import { ApiClientConfig } from '../../infrastructure/http/ky-api-client.adapter';

configure({ enforceActions: 'always' });

/** The fake API every screen test talks to through the real HTTP adapter: the contract's MSW handlers. */
export const api = setupServer(...contractHandlers());

const origin = 'http://localhost:3000';

/** What a screen test gets: the rendered screen, the memory location, the container and the watch history. */
export interface Screen extends RenderResult {
  location: ReturnType<typeof memoryLocation>;
  history: WatchedEpisode[];
  services: ReturnType<typeof createContainer>;
}

/**
 * Renders `ui` inside the real composition root (real stores, real gateways, the ky client pointed at MSW),
 * with the language's texts loaded and wouter on a memory location at `path`; `before` prepares the services.
 */
export async function renderScreen(
  ui: ReactNode,
  path: string,
  language = 'en',
  before: (services: ReturnType<typeof createContainer>) => void = () => undefined,
): Promise<Screen> {
  const container = createContainer();
  container.rebind(ApiClientConfig).toConstantValue({ origin, timeoutMs: 5000, host: () => 'localhost:3000' });
  const history: WatchedEpisode[] = [];
  const watchHistory: WatchHistory = {
    list: () => history,
    record: (entry) => void history.push(entry),
    remove: (filmId) => void history.splice(0, history.length, ...history.filter((entry) => entry.filmId !== filmId)),
  };
  if (container.isBound(WatchHistory)) container.rebind(WatchHistory).toConstantValue(watchHistory);
  else container.bind(WatchHistory).toConstantValue(watchHistory);
  // A returning visitor: the fingerprint id exists, so calls that need the Fingerprint header can run.
  const visitor = container.get(VisitorStore);
  runInAction(() => (visitor.fingerprintId = '6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f'));
  const translator = container.get(Translator);
  await translator.changeLanguage(language);
  // Every namespace a screen test may show (the app loads them with their routes and features).
  await translator.loadNamespaces(['film', 'content', 'account', 'account-pages', 'sharing', 'feedback', 'community']);
  before(container);
  const location = memoryLocation({ path, record: true });
  const result = render(
    <ServiceProvider container={container}>
      <Router hook={location.hook}>{ui}</Router>
    </ServiceProvider>,
  );
  return { ...result, location, history, services: container };
}
