import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SubtitleStyle as WireStyle } from '../../../contract/account/subtitle-style.schemas';
import { SUBTITLE_BACKGROUNDS, SUBTITLE_BOX_OPACITIES, SUBTITLE_COLORS, SUBTITLE_POSITIONS, SUBTITLE_SIZES } from '../../../src/domain/player/subtitle-style';
import { createApp } from '../../app';
import { createTestContext, type TestContext } from '../../test-context';
import { send } from '../../test-request';

let t: TestContext;
let app: ReturnType<typeof createApp>;
let ipCounter = 0;
const freshIp = () => `10.7.0.${++ipCounter}`;

beforeAll(async () => {
  t = await createTestContext();
  app = createApp(t.ctx);
});
afterAll(() => t.close());

async function register(email: string): Promise<string> {
  const ip = freshIp();
  await send(app, 'POST', '/api/users/send_verification_code', { json: { email, purpose: 'register' }, ip });
  const code = [...t.ctx.mailer.sent]
    .reverse()
    .find((m) => m.to === email)
    ?.text.match(/\b(\d{6})\b/)?.[1];
  const res = await send(app, 'POST', '/api/users/register', { json: { email, password: 'correct horse', code }, ip });
  expect(res.body.code).toBe(0);
  return res.body.data.uuid;
}
const login = async (email: string) =>
  (await send(app, 'POST', '/api/users/login', { json: { email, password: 'correct horse' }, ip: freshIp() })).body.data.uuid as string;
const read = (token?: string) => send(app, 'GET', '/api/users/subtitle_style', { token });
const save = (token: string | undefined, style: unknown) => send(app, 'POST', '/api/users/subtitle_style', { token, json: { style }, ip: freshIp() });

const large = { size: 4, color: 'yellow', background: 'box', box_opacity: 100, position: 1, language: 'en' } as const;

describe('a member’s subtitle style', () => {
  it('is null until saved, then the same in another session of the member, and personal to them', async () => {
    const first = await register('style@example.com');
    expect((await read(first)).body.data).toEqual({ style: null });
    expect((await save(first, large)).body).toMatchObject({ code: 0, data: { style: large } });
    const second = await login('style@example.com');
    const again = await read(second);
    expect(again.body.data).toEqual({ style: large });
    expect(again.headers.get('cache-control')).toBe('no-store');
    const other = await register('other-style@example.com');
    expect((await read(other)).body.data).toEqual({ style: null });
  });

  it('keeps the last style saved', async () => {
    const token = await register('twice@example.com');
    await save(token, large);
    await save(token, { ...large, size: 0, background: 'shadow', language: null });
    expect((await read(token)).body.data.style).toEqual({ ...large, size: 0, background: 'shadow', language: null });
  });

  it.each([
    ['a size past the largest', { ...large, size: 5 }],
    ['a colour not offered', { ...large, color: 'red' }],
    ['a style value as markup', { ...large, color: 'white;background:url(x)' }],
    ['an opacity not offered', { ...large, box_opacity: 60 }],
    ['a language the site has not', { ...large, language: 'ja' }],
    ['an unknown field', { ...large, font: 'serif' }],
    ['a missing field', { size: 1 }],
  ])('refuses %s with a validation error and keeps the stored style', async (_name, style) => {
    const token = await register(`bad-${++ipCounter}@example.com`);
    await save(token, large);
    const res = await save(token, style);
    expect(res.status).toBe(400);
    expect(res.body.msg).toMatch(/^validation\./);
    expect((await read(token)).body.data.style).toEqual(large);
  });

  it('asks a visitor to sign in', async () => {
    expect((await read()).body).toMatchObject({ code: 401, msg: 'auth.required' });
    expect((await save(undefined, large)).body).toMatchObject({ code: 401, msg: 'auth.required' });
  });
});

describe('the contract and the player offer the same steps', () => {
  const entries = WireStyle.entries;
  it('sizes', () => expect(entries.size.pipe.find((item) => item.type === 'max_value')).toMatchObject({ requirement: SUBTITLE_SIZES.length - 1 }));
  it('colours', () => expect(entries.color.options).toEqual([...SUBTITLE_COLORS]));
  it('backgrounds', () => expect(entries.background.options).toEqual([...SUBTITLE_BACKGROUNDS]));
  it('box opacities', () => expect(entries.box_opacity.options).toEqual([...SUBTITLE_BOX_OPACITIES]));
  it('positions', () => expect(entries.position.options).toEqual([...SUBTITLE_POSITIONS]));
});
