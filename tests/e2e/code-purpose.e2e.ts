import { expect, test, type APIRequestContext, type Browser, type Page } from './test';
import { latestCode, loginDialog, signInByPassword, text } from './auth-support';

/*
 * Issue 30, item 5, in French on a phone: member A starts an e-mail change towards B's address; B, in the same
 * 30 seconds, asks for a sign-in code of their own. B's request is not refused, B's mailbox gets a notice (no code)
 * about A's attempt, and B signs in with their own code. Before, A's request mailed B an ordinary sign-in code and
 * took B's 30 s slot, so B's request answered "too many attempts".
 */

const lang = 'fr';
const phone = { viewport: { width: 390, height: 844 }, locale: 'fr-FR' };

test.describe.configure({ mode: 'serial', timeout: 180_000 });

async function registerMember(request: APIRequestContext, email: string, password: string): Promise<void> {
  expect((await request.post('/api/users/send_verification_code', { data: { email, purpose: 'register' } })).ok()).toBe(true);
  const { code } = await latestCode(request, email);
  const res = await request.post('/api/users/register', { data: { email, password, code } });
  expect(((await res.json()) as { code: number }).code).toBe(0);
}

async function phonePage(browser: Browser): Promise<Page> {
  const context = await browser.newContext(phone);
  return context.newPage();
}

type Mail = { id: number; to: string; subject: string; text: string };
const mailsTo = async (request: APIRequestContext, email: string) =>
  ((await (await request.get('/dev/outbox')).json()) as Mail[]).filter((m) => m.to === email);

test("an e-mail change towards B's address neither holds up B's own sign-in code nor mails B a code", async ({ browser, request }) => {
  const stamp = Date.now();
  const annEmail = `annmoves${stamp}@example.com`;
  const beeEmail = `bee${stamp}@example.com`;
  await registerMember(request, annEmail, 'ann password 1');
  await registerMember(request, beeEmail, 'bee password 1');
  const beeMailsBefore = (await mailsTo(request, beeEmail)).length;

  // A, signed in on the settings page, asks to move their account to B's address.
  const ann = await phonePage(browser);
  await ann.goto(`/${lang}/personal/settings.html`);
  await ann.getByRole('button', { name: text(lang, 'account-pages', 'signIn.button') }).click();
  await signInByPassword(ann, lang, annEmail, 'ann password 1');
  await ann.getByLabel(text(lang, 'account-pages', 'account.email.new')).fill(beeEmail);
  await ann.getByRole('button', { name: text(lang, 'account-pages', 'account.email.sendCode') }).click();
  await expect(ann.getByText(text(lang, 'account-pages', 'account.email.codeSentTo', { email: beeEmail }))).toBeVisible();
  // B's mailbox gets a notice about it, with no code in it.
  await expect.poll(async () => (await mailsTo(request, beeEmail)).length).toBe(beeMailsBefore + 1);
  const [notice] = await mailsTo(request, beeEmail);
  expect(notice!.subject).toBe('Someone wanted to move a ShortDrama account to your e-mail');
  expect(notice!.text).not.toMatch(/\b\d{6}\b/);

  // B, right away, asks for a sign-in code: not refused.
  const bee = await phonePage(browser);
  await bee.goto(`/${lang}/personal/info.html`);
  await bee.getByRole('button', { name: text(lang, 'account-pages', 'signIn.button') }).click();
  const dialog = loginDialog(bee);
  await dialog.getByLabel(text(lang, 'account', 'email')).fill(beeEmail);
  await dialog.getByRole('button', { name: text(lang, 'account', 'next') }).click();
  await dialog.getByRole('button', { name: text(lang, 'account', 'useCode') }).click();
  await dialog.getByRole('button', { name: text(lang, 'account', 'code.send') }).click();
  await expect(dialog.getByText(/Code envoyé\. Vous pourrez en demander un autre dans \d+ s\./)).toBeVisible();
  const { code } = await latestCode(request, beeEmail, notice!.id);
  await expect(dialog.getByText(text(lang, 'site-errors', 'auth.rate_limited'))).toHaveCount(0);
  await bee.screenshot({ path: '/tmp/code-purpose-phone-fr.png' });
  await dialog.getByLabel(text(lang, 'account', 'code.label')).fill(code);
  await Promise.all([bee.waitForEvent('load'), dialog.getByRole('button', { name: text(lang, 'account', 'signIn'), exact: true }).click()]);
  await expect(bee.getByText(beeEmail)).toBeVisible();

  // A's settings still show A's own address: B's code confirms nothing for A.
  await ann.getByLabel(text(lang, 'account-pages', 'account.code')).fill(code);
  await ann.getByRole('button', { name: text(lang, 'account-pages', 'account.email.confirm') }).click();
  await expect(ann.getByText(text(lang, 'site-errors', 'auth.code_invalid'))).toBeVisible();
  await ann.reload();
  await expect(ann.getByText(text(lang, 'account-pages', 'account.email.current', { email: annEmail }))).toBeVisible();
});
