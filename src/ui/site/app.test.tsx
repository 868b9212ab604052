// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { api, renderScreen } from '../film/screen.test-support';
import { App } from './app.view';

vi.setConfig({ testTimeout: 30_000 });
beforeAll(() => api.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => {
  cleanup();
  api.resetHandlers();
});
afterAll(() => api.close());

describe('app shell', () => {
  it('shows the 404 screen for an unknown path, and Go back home leads to /', async () => {
    const user = userEvent.setup();
    const rendered = await renderScreen(<App />, '/no-such-page.html');
    expect(screen.getByRole('heading', { level: 1, name: /Page not found/ })).toBeInTheDocument();
    expect(screen.getByText('Page not found: /no-such-page.html')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go back home' }));
    expect(rendered.location.history?.at(-1)).toBe('/');
  });

  it('answers 404 for a route with an invalid parameter', async () => {
    await renderScreen(<App />, '/short-play/romance/0.html');
    expect(screen.getByText('Page Not Found: /short-play/romance/0.html')).toBeInTheDocument();
  });

  it('renders the ranking page in the shared layout, in the language of the path', async () => {
    await renderScreen(<App />, '/de/ranking-page.html', 'de');
    expect(await screen.findByRole('heading', { level: 1, name: 'Charts' }, { timeout: 15_000 })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Hauptmenü' });
    expect(nav).toHaveTextContent('Top-Kommentare');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Datenschutzerklärung');
  });

  it('keeps short-play pages out of the shared layout and switches language on the same page', async () => {
    const user = userEvent.setup();
    const rendered = await renderScreen(<App />, '/short-play/romance/2.html');
    expect(await screen.findByRole('heading', { level: 1, name: /Romance/ }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Hot comments' })).toBeNull();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Deutsch');
    await waitFor(() => expect(rendered.location.history?.at(-1)).toBe('/de/short-play/romance/2.html'));
  });
});
