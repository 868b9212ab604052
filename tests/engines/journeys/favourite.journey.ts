import { decidedVisitor, inLang, LANG, PASSWORD, registerMember, signInByPassword, text, type Journey } from './journey';

/** A guest favourites a drama, is asked to sign in, and after signing in the favourite is there. */
export const favouriteJourney: Journey = {
  name: 'favourite as a guest, sign in, favourite applied',
  async run(session, context) {
    const email = await registerMember(context.site, `fav${context.engine}`, PASSWORD);
    await decidedVisitor(session);
    await session.goto(inLang(LANG, '/short-play/episodes/romance/1.html'));
    await session.click({ css: 'button', name: text(LANG, 'film', 'engagement.favorite') });
    await session.waitFor('the login dialog', () => !!document.querySelector(':is(dialog[open], [role="dialog"]) input'));
    await signInByPassword(session, LANG, email, PASSWORD);
    await session.waitFor(
      'the drama to be a favourite, pressed',
      (name: string) =>
        Array.from(document.querySelectorAll('button[aria-pressed="true"]')).some((b) => (b.getAttribute('aria-label') ?? b.textContent ?? '').includes(name)),
      [text(LANG, 'film', 'engagement.favorited')],
      30_000,
    );
    await context.shot(session, 'favourite');
  },
};
