import { decidedVisitor, inLang, LANG, PASSWORD, registerMember, signInByPassword, text, type Journey } from './journey';

const community = (key: string) => text(LANG, 'community', `community.${key}`);

/** A guest writes a comment; posting asks them to sign in, and after that the comment is posted as typed. */
export const commentJourney: Journey = {
  name: 'post a comment',
  async run(session, context) {
    const email = await registerMember(context.site, `comment${context.engine}`, PASSWORD);
    const comment = `Смотрю в ${context.engine}: финал серии 3 <b>удался</b> ${Date.now()}`;
    await decidedVisitor(session);
    await session.goto(inLang(LANG, '/short-play/episodes/romance/1.html'));
    await session.fill({ css: 'textarea', exactName: community('commentLabel') }, comment);
    // The typed text is in the box (and so in the draft) before Send is pressed.
    await session.waitFor('the comment box to hold the typed text', (typed: string) => document.querySelector('textarea')?.value === typed, [comment]);
    await session.click({ css: 'button', exactName: community('send') });
    await session.waitFor('the login dialog', () => !!document.querySelector(':is(dialog[open], [role="dialog"]) input'));
    await signInByPassword(session, LANG, email, PASSWORD);
    // The visitor scrolls back down to the comments (they load as they come near the screen).
    await session.waitFor('the comment box', () => {
      document.querySelector('textarea')?.scrollIntoView({ block: 'center' });
      return !!document.querySelector('textarea');
    });
    await session.waitFor(
      'the comment to be posted, its markup shown as text',
      (typed: string) =>
        Array.from(document.querySelectorAll('article.comment-card')).some((card) => card.textContent?.includes(typed) && !card.querySelector('b')),
      [comment],
      30_000,
    );
    await context.shot(session, 'comment');
  },
};
