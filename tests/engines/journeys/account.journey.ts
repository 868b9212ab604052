import {
  check,
  decidedVisitor,
  dialogField,
  inLang,
  LANG,
  latestCode,
  markDocument,
  PASSWORD,
  signInByPassword,
  text,
  waitForNewDocument,
  type Journey,
} from './journey';

/** A new visitor signs up with the code mailed to them, signs out, and signs in again by password. */
export const accountJourney: Journey = {
  name: 'sign up by e-mail code, sign in by password',
  async run(session, context) {
    const email = `engines${context.engine}${Date.now()}@example.com`;
    const button = (key: string, namespace: 'account' | 'account-pages' = 'account') => ({ css: 'button', exactName: text(LANG, namespace, key) });
    await decidedVisitor(session);
    await session.goto(inLang(LANG, '/personal/info.html'));
    await session.click(button('signIn.button', 'account-pages'));
    await session.click({ css: ':is(dialog[open], [role="dialog"]) button', exactName: text(LANG, 'account', 'register.link') });
    await session.fill(dialogField(LANG, 'email'), email);
    await session.click(button('next'));
    const { code } = await latestCode(context.site, email);
    await session.fill(dialogField(LANG, 'password'), PASSWORD);
    await session.fill(dialogField(LANG, 'repeatPassword'), PASSWORD);
    await session.fill(dialogField(LANG, 'code.label'), code);
    await context.shot(session, 'sign-up');
    await session.click(button('register.submit'));
    await session.waitFor(
      'the registration to succeed',
      (done: string) => !!document.querySelector('dialog[open], [role="dialog"]')?.textContent?.includes(done),
      [text(LANG, 'account', 'register.success')],
    );
    await markDocument(session);
    await session.click(button('register.confirm'));
    await waitForNewDocument(session);
    await session.waitFor('the member page to show the address', (address: string) => !!document.querySelector('main')?.textContent?.includes(address), [
      email,
    ]);

    await session.click(button('info.signOut', 'account-pages'));
    await session.waitFor('the sign-in button', (name: string) => Array.from(document.querySelectorAll('button')).some((b) => b.textContent?.trim() === name), [
      text(LANG, 'account-pages', 'signIn.button'),
    ]);
    await session.click(button('signIn.button', 'account-pages'));
    await signInByPassword(session, LANG, email, PASSWORD);
    await session.waitFor('the member page to show the address again', (address: string) => !!document.querySelector('main')?.textContent?.includes(address), [
      email,
    ]);
    const state = await session.evaluate(() =>
      decodeURIComponent(
        document.cookie
          .split('; ')
          .find((c) => c.startsWith('user_state='))
          ?.slice(11) ?? '',
      ),
    );
    check(state.includes('token'), 'signed in, but the user_state cookie holds no session');
  },
};
