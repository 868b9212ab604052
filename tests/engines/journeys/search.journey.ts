import { api, check, decidedVisitor, text, waitForPath, type Journey } from './journey';

/** A Hindi reader types a word of a Hindi title into the site's search box and finds the drama. */
export const searchJourney: Journey = {
  name: 'search in Hindi',
  async run(session, context) {
    const [film] = await api<Array<{ title: string }>>(context.site, '/api/films/featured?limit=1', { headers: { 'Accept-language': 'hi' } });
    check(film && /[\u0900-\u097f]/.test(film.title), `the featured title is not in Devanagari: ${film?.title}`);
    const word = film.title.split(/\s+/).sort((a, b) => b.length - a.length)[0]!;
    await decidedVisitor(session);
    await session.goto('/hi/');
    const box = { css: 'input', exactName: text('hi', 'browse', 'searchBox.label') };
    await session.fill(box, word);
    await session.pressEnter(box);
    await waitForPath(session, /^\/hi\/short-play-search\.html\?(.*&)?keyword=/);
    await session.waitFor(
      `the results to list "${film.title}"`,
      (title: string) => Array.from(document.querySelectorAll('.poster-grid')).some((grid) => grid.textContent?.includes(title)),
      [film.title],
    );
    const typed = await session.evaluate(() => new URL(location.href).searchParams.get('keyword'));
    check(typed === word, `the search asked for "${typed}", not "${word}"`);
    await context.shot(session, 'search');
  },
};
