// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { LoginModalStore } from '../application/account/login-modal.store';
import { HomeStore } from '../application/browse/home.store';
import { RankingStore } from '../application/browse/ranking.store';
import { FilmEngagementStore } from '../application/film/film-engagement.store';
import { EpisodePlayerStore } from '../application/film/episode-player.store';
import { BlogStore } from '../application/content/blog.store';
import { CollectionStore } from '../application/account/collection.store';
import { useService } from '../ui/shared/use-service.hook';
import { createCoreContainer } from './core-container';
import { featuresOfRoute } from '../domain/routing/route-features';
import { FeatureModules } from './feature-modules';
import { ServiceProvider } from './service-provider';

describe('lazy feature modules', () => {
  it('keeps film and actions services out of the core container', () => {
    const container = createCoreContainer();
    expect(container.isBound(HomeStore)).toBe(true);
    expect(container.isBound(RankingStore)).toBe(false);
    expect(container.isBound(EpisodePlayerStore)).toBe(false);
    expect(container.isBound(LoginModalStore)).toBe(false);
  });

  it.each([
    ['filmVideo', [EpisodePlayerStore, FilmEngagementStore]],
    ['blogList', [BlogStore]],
    ['personalCollection', [CollectionStore]],
    ['ranking', [RankingStore]],
  ] as const)('binds what the %s screen uses once its features are loaded', async (route, tokens) => {
    const container = createCoreContainer();
    await new FeatureModules(container).load(featuresOfRoute(route));
    for (const token of tokens) expect(container.isBound(token)).toBe(true);
  });

  it('needs no lazy feature on the home page', () => {
    expect(featuresOfRoute('home')).toEqual([]);
  });

  it("lets a route's screen wait for its features with one promise, and not at all once they are in", async () => {
    const features = new FeatureModules(createCoreContainer());
    expect(features.ready([])).toBeNull();
    const waiting = features.ready(featuresOfRoute('ranking'));
    expect(waiting).toBeInstanceOf(Promise);
    expect(features.ready(featuresOfRoute('ranking'))).toBe(waiting);
    await waiting;
    expect(features.ready(featuresOfRoute('ranking'))).toBeNull();
  });

  it('loads each module once however often it is asked', async () => {
    const container = createCoreContainer();
    const features = new FeatureModules(container);
    await Promise.all([features.loadAll(), features.loadAll()]);
    await features.load(['film']);
    // A second load of the same module would bind the store twice and make get() ambiguous.
    expect(container.get(EpisodePlayerStore)).toBeDefined();
  });

  it('loads the missing feature when a view asks for one of its services, then renders the view', async () => {
    const container = createCoreContainer();
    function Player() {
      const player = useService(EpisodePlayerStore);
      return <p>{player ? 'player ready' : 'no player'}</p>;
    }
    const features = new FeatureModules(container);
    expect(container.isBound(EpisodePlayerStore)).toBe(false);
    // A view that suspends must render in an awaited act, or React does not retry it in tests.
    await act(async () => {
      render(
        <ServiceProvider container={container} features={features}>
          <Suspense fallback={<p>loading</p>}>
            <Player />
          </Suspense>
        </ServiceProvider>,
      );
    });
    expect(await screen.findByText('player ready')).toBeInTheDocument();
  });
});
