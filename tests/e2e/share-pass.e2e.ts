import { expect, test, type APIRequestContext, type Response } from './test';

/*
 * The share pass a shared page's load hands out (README, Play permission): a browser that still holds a live pass
 * for the link gets no new one, so reloading cannot fill the pass table. The pass is an HttpOnly cookie, so only
 * the server's answers show it: every pass handed out is a Set-Cookie on a page load, and every pass spent is a
 * visit the share-visit call counted.
 */

const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 } as const;

/** A sharer (a visitor of its own) who shared drama `filmId`: the id its links carry as src_fingerprint. */
async function sharerOf(request: APIRequestContext, filmId: number): Promise<string> {
  const created = await request.post('/api/users/create', { data: { x_u_key: `share-pass-sharer-${Date.now()}` } });
  const sharer = ((await created.json()) as { data: { uuid: string } }).data.uuid;
  const shared = await request.post(`/api/films/share/${filmId}`, { headers: { fingerprint: sharer }, data: { channel: 'copy' } });
  expect(((await shared.json()) as { code: number }).code).toBe(0);
  return sharer;
}

/** The page of episode `number` of a drama in `lang` (what a share from that episode links to). */
async function episodePath(request: APIRequestContext, filmId: number, number: number, lang: string): Promise<string> {
  const answer = (await (await request.get(`/api/films/episodes?film_id=${filmId}`)).json()) as { data: Array<{ id: number; episode_num: number }> };
  return `/${lang}/playlet/${filmId}/videos/${answer.data.find((e) => e.episode_num === number)!.id}.html`;
}

test.describe('the share pass', () => {
  test.setTimeout(240_000);

  test('a browser that reloads a shared page ten times holds one live pass (phone, de)', async ({ browser, request }) => {
    const filmId = 2;
    const link = `${await episodePath(request, filmId, 1, 'de')}?src_fingerprint=${await sharerOf(request, filmId)}`;
    const context = await browser.newContext({ ...phone, locale: 'de-DE' });
    const page = await context.newPage();
    const passes: string[] = [];
    page.on('response', async (response: Response) => {
      if (response.request().resourceType() !== 'document') return;
      const pass = /share_pass=([^;]+)/.exec((await response.headerValue('set-cookie')) ?? '')?.[1];
      if (pass) passes.push(pass);
    });
    const reasons: string[] = [];
    /** Loads the page (or reloads it) and waits for its share-visit call: the SPA confirms the visit on every load. */
    const load = async (action: () => Promise<unknown>) => {
      const confirmed = page.waitForResponse((response) => response.url().endsWith('/api/films/share-visit'), { timeout: 45_000 });
      await action();
      reasons.push(((await (await confirmed).json()) as { data: { reason: string } }).data.reason);
    };

    await load(() => page.goto(link));
    for (let i = 0; i < 9; i++) await load(() => page.reload());

    // The first load's pass counted the visit (and was spent by it); every later load is a repeat.
    expect(reasons).toEqual(['counted', ...Array(9).fill('repeat')]);
    // One pass more after the first was spent, then none: ten loads, one live pass.
    expect(passes).toHaveLength(2);
    expect(passes.length - reasons.filter((r) => r === 'counted').length).toBe(1);
    const [cookie] = (await context.cookies()).filter((c) => c.name === 'share_pass');
    expect(cookie).toMatchObject({ value: passes.at(-1), httpOnly: true, sameSite: 'Lax' });
    await page.screenshot({ path: '/tmp/share-pass-reloaded.png' });
    await context.close();
  });
});
