import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_GRANTED, encodeConsent, NONE_GRANTED } from '../../src/domain/consent/consent-choice';
import { send } from '../test-request';
import { renderedSiteWithOneDrama, type RenderedSite } from './rendered-site.test-support';

let site: RenderedSite;
let app: RenderedSite['app'];

beforeAll(async () => {
  site = await renderedSiteWithOneDrama();
  app = site.app;
});
afterAll(() => site.t.close());

const BANNER = /<section class="consent" role="dialog"[^>]*>[\s\S]*?Your privacy choices/;
const chosen = (grants: typeof ALL_GRANTED) => `consent=${encodeConsent({ grants, decidedAt: Date.now() })}`;

describe("the privacy-choices banner in the server's page", () => {
  it('is drawn for a visitor who has not chosen, in the page language', async () => {
    expect((await send(app, 'GET', '/')).text).toMatch(BANNER);
    expect((await send(app, 'GET', '/de/')).text).toMatch(/<section class="consent" role="dialog"/);
  });

  it.each([
    ['accepted', { cookie: chosen(ALL_GRANTED) }],
    ['refused', { cookie: chosen(NONE_GRANTED) }],
    ['Global Privacy Control', { 'sec-gpc': '1' }],
  ])('is left out for a visitor who has chosen (%s), the cached page of the others notwithstanding', async (_, headers) => {
    // The undecided visitors' page is in the page cache now; a visitor who chose gets a page of their own.
    expect((await send(app, 'GET', '/')).text).toMatch(BANNER);
    const res = await send(app, 'GET', '/', { headers });
    expect(res.status).toBe(200);
    expect(res.text).toContain('<div id="root"');
    expect(res.text).not.toMatch(/<section class="consent"/);
    expect((await send(app, 'GET', '/')).text).toMatch(BANNER);
  });

  it('treats an unreadable consent cookie as no choice', async () => {
    expect((await send(app, 'GET', '/', { headers: { cookie: 'consent=v999.a1.m1.junk' } })).text).toMatch(BANNER);
  });
});
