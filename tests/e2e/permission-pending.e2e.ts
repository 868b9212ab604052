import { expect, request as apiRequest, test, type APIRequestContext, type Browser } from './test';
import { latestCode, signInByPassword, text } from './auth-support';
import { startExtraServer, type ExtraServer } from './extra-server';

/*
 * A permission request that waits for an operator (issue 29, item 6), on a 390 px phone in Russian: the lock panel
 * says it is waiting right after "Ask to unlock", and still says so after a reload (the page arrives rendered for
 * nobody in particular; the member's own answer follows at once, not at the panel's next periodic check), without
 * offering "Apply for permission" again. The server is this file's own, in review mode.
 */

const lang = 'ru';
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const film = (key: string, values: Record<string, string | number> = {}) => text(lang, 'film', key, values);

test.describe('a pending permission request on a phone (ru)', () => {
  test.setTimeout(360_000);
  let review: ExtraServer | undefined;

  test.beforeAll(async () => {
    test.setTimeout(320_000);
    review = await startExtraServer({ PERMISSION_APPLICATIONS: 'review' }, 300_000);
  });
  test.afterAll(async ({ browser }) => {
    // An open episode page keeps a live connection, which a server stopping gracefully would wait for.
    for (const context of browser.contexts()) await context.close();
    await review?.stop();
  });

  test('is still shown as waiting after a reload', async ({ browser }) => {
    const api = await apiRequest.newContext({ baseURL: review!.url });
    const email = `pending${Date.now()}@example.com`;
    const password = 'pending password 1';
    await register(api, email, password);
    const page = await phonePage(browser, review!.url);
    await page.goto(await episodePath(api, 1, 11));
    const lock = page.getByRole('region', { name: film('locked.title', { number: 11 }) });
    const applyButton = lock.getByRole('button', { name: film('locked.applyButton') });
    const waiting = lock.getByText(film('locked.pending'));

    await applyButton.click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: text(lang, 'feedback', 'feedback.applyButton') })
      .click();
    await signInByPassword(page, lang, email, password);
    await expect(waiting).toBeVisible({ timeout: 30_000 });
    await expect(applyButton).toHaveCount(0);

    // The lock panel asks again every 5 s; the member's answer must come before that, straight after the start.
    await page.reload();
    await expect(waiting).toBeVisible({ timeout: 3_000 });
    await expect(applyButton).toHaveCount(0);
    await page.screenshot({ path: '/tmp/h29d-pending-390.png' });
    await api.dispose();
  });
});

async function phonePage(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ ...phone, baseURL });
  return context.newPage();
}

async function register(api: APIRequestContext, email: string, password: string): Promise<void> {
  await api.post('/api/users/send_verification_code', { data: { email, purpose: 'register' } });
  const { code } = await latestCode(api, email);
  const answer = (await (await api.post('/api/users/register', { data: { email, password, code } })).json()) as { code: number };
  expect(answer.code).toBe(0);
}

async function episodePath(api: APIRequestContext, filmId: number, number: number): Promise<string> {
  const answer = (await (await api.get(`/api/films/episodes?film_id=${filmId}`)).json()) as { data: Array<{ id: number; episode_num: number }> };
  const episode = answer.data.find((e) => e.episode_num === number)!;
  return `/${lang}/playlet/${filmId}/videos/${episode.id}.html`;
}
