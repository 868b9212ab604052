// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { HomeStore } from '../application/browse/home.store';
import { RankingStore } from '../application/browse/ranking.store';
import { useService } from '../ui/shared/use-service.hook';
import { createCoreContainer } from './core-container';
import { FeatureModules } from './feature-modules';
import { ServiceProvider } from './service-provider';

/** Asks for two services on every render; a button renders it again. */
function Asker({ seen }: { seen: unknown[] }) {
  const [, setRenders] = useState(0);
  seen.push(useService(HomeStore), useService(RankingStore));
  return (
    <button type="button" onClick={() => setRenders((n) => n + 1)}>
      again
    </button>
  );
}

describe('ServiceProvider', () => {
  it("resolves each service once, however often views ask, a lazy feature's too (bound once its module is in)", async () => {
    const container = createCoreContainer();
    const get = vi.spyOn(container, 'get');
    const seen: unknown[] = [];
    const features = new FeatureModules(container);
    await features.loadAll();
    render(
      <ServiceProvider container={container} features={features}>
        <Asker seen={seen} />
      </ServiceProvider>,
    );
    for (let i = 0; i < 3; i++) act(() => screen.getByRole('button', { name: 'again' }).click());
    const asked = (token: unknown) => get.mock.calls.filter(([t]) => t === token).length;
    expect(asked(HomeStore)).toBe(1);
    expect(asked(RankingStore)).toBe(1);
    expect(seen.length).toBeGreaterThanOrEqual(8);
    expect(new Set(seen.filter((_, i) => i % 2 === 0))).toEqual(new Set([container.get(HomeStore)]));
    expect(new Set(seen.filter((_, i) => i % 2 === 1))).toEqual(new Set([container.get(RankingStore)]));
  });
});
