// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PagePreviews } from '../../application/site/page-previews.store';
import { handlerFor } from '../../../tests/msw/handler-for';
import { errorResponse } from '../../../tests/msw/envelopes';
import * as films from '../../../contract/film/films.calls';
import FilmDetailView from './film-detail.view';
import FilmGuidesView from './film-guides.view';
import FilmPhotosView from './film-photos.view';
import FilmPlotView from './film-plot.view';
import FilmPlotsView from './film-plots.view';
import { api, renderScreen } from './screen.test-support';

vi.setConfig({ testTimeout: 20_000 });
beforeAll(() => api.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  api.resetHandlers();
});
afterAll(() => api.close());

describe('film detail (episode list route)', () => {
  it('shows the summary with runtime, episodes, categories and credits, the episodes and similar films', async () => {
    await renderScreen(<FilmDetailView params={{ _cname: 'romance', _did: '3' }} />, '/short-play/episodes/romance/3.html');
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent(/\S/);
    expect(screen.getByRole('list', { name: 'Categories' })).toBeInTheDocument();
    expect(screen.getByText(/minutes in total|h \d+ min in total/)).toBeInTheDocument();
    expect(await screen.findByText('Cast')).toBeInTheDocument();
    const picker = await screen.findByRole('navigation', { name: /episodes/ });
    expect(within(picker).getByRole('link', { name: 'Episode 1' })).toHaveAttribute('href', '/playlet/3/videos/3001.html');
    expect(within(picker).getByRole('link', { name: 'Episode 11, locked' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Watch episode 1/ })).toHaveAttribute('href', '/playlet/3/videos/3001.html');
    expect(await screen.findByRole('heading', { name: 'More like this' })).toBeInTheDocument();
  });

  it("paints the title and poster the tapped card showed while the film's answers are on their way, then the film's own", async () => {
    let answer = () => undefined as void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    // Held, then left to the contract's own fake (a resolver that answers nothing passes the request on).
    api.use(http.get('*/api/films/detail/:id', () => held.then(() => undefined)));
    const path = '/short-play/episodes/romance/3.html';
    await renderScreen(<FilmDetailView params={{ _cname: 'romance', _did: '3' }} />, path, 'en', (services) =>
      services.get(PagePreviews).remember(path, { title: 'As the card said', imageUrl: '/media/posters/3.svg' }),
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('As the card said');
    expect(screen.getByRole('img', { name: /As the card said/ })).toHaveAttribute('src', '/media/posters/3.svg');
    answer();
    await screen.findByRole('list', { name: 'Categories' });
    expect(screen.getByRole('heading', { level: 1 })).not.toHaveTextContent('As the card said');
  });

  it('shows no title before its answers when no card opened the page', async () => {
    api.use(http.get('*/api/films/detail/:id', () => new Promise<undefined>(() => undefined)));
    await renderScreen(<FilmDetailView params={{ _cname: 'romance', _did: '3' }} />, '/short-play/episodes/romance/3.html');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('answers 404 for an unknown film', async () => {
    api.use(handlerFor(films.filmDetail, () => errorResponse('film.not_found')));
    await renderScreen(<FilmDetailView params={{ _did: '999' }} />, '/short-play/episodes/romance/999.html');
    expect(await screen.findByText('404', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /home/i })).toBeInTheDocument();
  });

  it('answers 404 for a malformed id without calling the API', async () => {
    await renderScreen(<FilmDetailView params={{ _did: 'abc' }} />, '/short-play/episodes/romance/abc.html');
    expect(screen.getByText('404', { selector: 'p' })).toBeInTheDocument();
  });
});

describe('plots', () => {
  it('lists the plots, each linking to its page', async () => {
    await renderScreen(<FilmPlotsView params={{ filmId: '2' }} />, '/playlet/2/plots.html');
    expect(await screen.findByRole('heading', { level: 1, name: 'Plot summaries' })).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'Episode 3' });
    expect(link).toHaveAttribute('href', '/playlet/2/plots/2003.html');
    expect(screen.getByRole('link', { name: 'Plot' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows one plot in paragraphs with its neighbours', async () => {
    await renderScreen(<FilmPlotView params={{ filmId: '2', plotId: '2003' }} />, '/playlet/2/plots/2003.html');
    expect(await screen.findByRole('heading', { level: 1, name: 'Episode 3' })).toBeInTheDocument();
    expect(screen.getByText('Then everything changes.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Previous/ })).toHaveAttribute('href', '/playlet/2/plots/2002.html');
    expect(screen.getByRole('link', { name: /Next/ })).toHaveAttribute('href', '/playlet/2/plots/2004.html');
  });

  it('answers 404 for a plot of another film', async () => {
    await renderScreen(<FilmPlotView params={{ filmId: '2', plotId: '5003' }} />, '/playlet/2/plots/5003.html');
    expect(await screen.findByText('404', { selector: 'p' })).toBeInTheDocument();
  });
});

describe('photos', () => {
  it('pages the grid and opens an accessible viewer that traps focus, moves with arrows, closes on Escape and returns focus', async () => {
    const user = userEvent.setup();
    await renderScreen(<FilmPhotosView params={{ filmId: '1', page: '2' }} />, '/playlet/1/photos/2.html');
    const open = await screen.findByRole('button', { name: /View photo: Still 13/ });
    expect(document.querySelector('a[href="/playlet/1/photos/1.html"]')).not.toBeNull();
    await user.click(open);
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByRole('img')).toHaveAttribute('alt', expect.stringContaining('Still 13'));
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByRole('img')).toHaveAttribute('alt', expect.stringContaining('Still 14'));
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(within(dialog).getByRole('img')).toHaveAttribute('alt', expect.stringContaining('Still 24'));
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Previous photo' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(open).toHaveFocus();
  });

  it('answers 404 for page 0', async () => {
    await renderScreen(<FilmPhotosView params={{ filmId: '1', page: '0' }} />, '/playlet/1/photos/0.html');
    expect(screen.getByText('404', { selector: 'p' })).toBeInTheDocument();
  });
});

describe('film guides', () => {
  it('lists the guides of the film', async () => {
    await renderScreen(<FilmGuidesView params={{ filmId: '4', page: '1' }} />, '/playlet/4/guide/1.html');
    expect(await screen.findByRole('heading', { level: 1, name: 'Guides' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Guides' });
    expect(within(list).getAllByRole('link')[0]).toHaveAttribute('href', expect.stringMatching(/^\/guide\/\d+\.html$/));
  });

  it('shows a visible failure with a retry when the API is down', async () => {
    api.use(handlerFor(films.filmGuides, () => new Response(null, { status: 503 })));
    await renderScreen(<FilmGuidesView params={{ filmId: '4', page: '1' }} />, '/playlet/4/guide/1.html');
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be loaded');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
