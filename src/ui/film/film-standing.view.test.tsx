// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import type { ServiceIdentifier } from 'inversify';
import { configure } from 'mobx';
import { afterEach, describe, expect, it } from 'vitest';
import { FilmEngagementStore } from '../../application/film/film-engagement.store';
import { filmDetail } from '../../application/film/film-fakes.test-support';
import { CodeLoadError } from '../../application/site/load-with-retry';
import { Translator } from '../../application/shared/translator.port';
import { createCoreContainer } from '../../composition/core-container';
import { ErrorBoundary } from '../site/error-boundary.view';
import { ServiceContext, type ServiceResolver } from '../shared/service-context';
import { FilmEngagement } from './film-standing.view';

configure({ enforceActions: 'always' });
afterEach(cleanup);

const MESSAGE = 'Part of the page could not be downloaded, perhaps because the connection dropped. Reload to try again.';

/** The core services, and the engagement store failing as a view of a feature whose code never arrived sees it. */
async function renderControls(show: 'favorite' | 'rating' | 'both', failure: Error) {
  const container = createCoreContainer();
  await container.get(Translator).changeLanguage('en');
  const resolve = (<T,>(token: ServiceIdentifier<T>): T => {
    if (token === FilmEngagementStore) throw failure;
    return container.get(token);
  }) as ServiceResolver;
  await act(async () => {
    render(
      <ServiceContext.Provider value={resolve}>
        <h1>Film 1</h1>
        <ErrorBoundary resetKey="page" fallback={() => <p>page error screen</p>}>
          <FilmEngagement film={filmDetail(1)} show={show} />
        </ErrorBoundary>
      </ServiceContext.Provider>,
    );
  });
}

describe('the film controls, when the actions code never arrived', () => {
  it.each([
    ['favorite', 1],
    ['both', 1],
    // Beside the favourite, which says it already.
    ['rating', 0],
  ] as const)('show %s: %i reload message(s) in their place, and the page stays', async (show, messages) => {
    await renderControls(show, new CodeLoadError(3, new TypeError('Failed to fetch')));
    expect(screen.queryAllByRole('alert')).toHaveLength(messages);
    if (messages) expect(screen.getByRole('alert')).toHaveTextContent(MESSAGE);
    if (messages) expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Film 1' })).toBeInTheDocument();
    expect(screen.queryByText('page error screen')).toBeNull();
  });

  it('leaves any other error to the page’s error screen', async () => {
    await renderControls('both', new Error('a bug'));
    expect(screen.getByText('page error screen')).toBeInTheDocument();
  });
});
