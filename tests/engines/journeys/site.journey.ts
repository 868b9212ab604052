import { api, check, decidedVisitor, inLang, LANG, text, waitForPath, type Journey } from './journey';

const consentDialogOpen = (title: string) =>
  Array.from(document.querySelectorAll('dialog[open], [role="dialog"]')).some((dialog) => dialog.textContent?.includes(title));

/** A first-time visitor rejects all in the consent banner; after a reload the choice holds and no banner shows. */
export const consentJourney: Journey = {
  name: 'consent banner: reject, reload, still rejected',
  async run(session, context) {
    const title = text(LANG, 'site', 'consent.title');
    await session.goto(inLang(LANG, '/'));
    await session.waitFor('the consent banner', consentDialogOpen, [title]);
    await context.shot(session, 'consent-dialog');
    await session.click({ css: ':is(dialog[open], [role="dialog"]) button', exactName: text(LANG, 'site', 'consent.rejectAll') });
    await session.waitFor(
      'the banner to close',
      (name: string) => !Array.from(document.querySelectorAll('dialog[open], [role="dialog"]')).some((d) => d.textContent?.includes(name)),
      [title],
    );
    const cookie = () =>
      session.evaluate(
        () =>
          document.cookie
            .split('; ')
            .find((c) => c.startsWith('consent='))
            ?.slice(8) ?? '',
      );
    check(/^v1\.a0\.m0\.\d+$/.test(await cookie()), `the consent cookie is "${await cookie()}"`);
    await session.reload();
    // Hydrated and settled: a banner would be in the server's HTML already, and stays after hydration.
    await new Promise((resolve) => setTimeout(resolve, 500));
    check(!(await session.evaluate(consentDialogOpen, title)), 'the consent banner came back after the reload');
    check(/^v1\.a0\.m0\.\d+$/.test(await cookie()), `after the reload the consent cookie is "${await cookie()}"`);
  },
};

/** The language picker on page 2 of a category leads to the same page in French. */
export const languageJourney: Journey = {
  name: 'language switch keeps the page',
  async run(session, context) {
    const [category] = await api<Array<{ slug: string }>>(context.site, '/api/categories?kind=category');
    await decidedVisitor(session);
    const page = `/short-play/${category!.slug}/2.html`;
    await session.goto(inLang(LANG, page));
    await session.select({ css: 'label.language-switcher select', name: text(LANG, 'browse', 'language.label') }, 'fr');
    await waitForPath(session, new RegExp(`^/fr${page.replace(/\./g, '\\.')}$`));
    await session.waitFor('the page in French', () => document.documentElement.lang === 'fr' && document.documentElement.hasAttribute('data-app-ready'));
    await session.waitFor('the French search link', (name: string) => Array.from(document.querySelectorAll('a')).some((a) => a.textContent?.trim() === name), [
      text('fr', 'browse', 'nav.search'),
    ]);
  },
};

/** An unknown address shows the 404 screen in the visitor's language, with a way home. */
export const notFoundJourney: Journey = {
  name: 'a 404 page',
  async run(session, context) {
    await decidedVisitor(session);
    await session.goto(inLang(LANG, '/no-such-page.html'));
    await session.waitFor('the not-found heading', (title: string) => document.querySelector('h1')?.textContent?.includes(title), [
      text(LANG, 'browse', 'error.notFoundTitle'),
    ]);
    const status = await fetch(new URL(inLang(LANG, '/no-such-page.html'), context.site)).then((answer) => answer.status);
    check(status === 404, `the unknown page answered ${status}`);
    await context.shot(session, 'not-found');
    await session.click({ css: 'button, a', exactName: text(LANG, 'browse', 'error.goHome') });
    await waitForPath(session, /^\/ru\/?$/);
  },
};
