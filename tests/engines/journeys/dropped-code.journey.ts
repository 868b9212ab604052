import { check, decidedVisitor, inLang, LANG, text, type Journey } from './journey';

// The actions feature's chunk (build/load-units.ts): the film page's favourite and rating controls.
const ACTIONS_CHUNK = /^\/assets\/actions-[^/]+\.js$/;

/**
 * The code of a page's controls is lost on the way twice (the page's preload and the app's first try, as on a phone
 * that drops its connection) and the app's retries bring it, without a reload: the favourite button shows. WebKit
 * keeps a failed module for the page's life, so a retry of the same URL never downloads again there
 * (build/retryable-imports.ts asks again with a new query; without it this journey fails in WebKit).
 */
export const droppedCodeJourney: Journey = {
  name: "a page's code dropped on the way comes with the app's retries",
  async run(session, context) {
    await decidedVisitor(session);
    const dropped = context.dropDownloads(ACTIONS_CHUNK, 2);
    await session.goto(inLang(LANG, '/short-play/episodes/romance/1.html'));
    await session.waitFor(
      'the favourite button',
      (name: string) => Array.from(document.querySelectorAll('button')).some((b) => (b.getAttribute('aria-label') ?? b.textContent ?? '').includes(name)),
      [text(LANG, 'film', 'engagement.favorite')],
      30_000,
    );
    check(dropped() === 2, `the actions code was to be dropped twice on the way, it was dropped ${dropped()} times`);
    const failure = await session.evaluate(
      (message: string) => Array.from(document.querySelectorAll('[role="alert"]')).some((alert) => alert.textContent?.includes(message)),
      text(LANG, 'browse', 'loadFailure.message'),
    );
    check(!failure, 'the reload message showed although the retries brought the code');
    await context.shot(session, 'dropped-code');
  },
};
