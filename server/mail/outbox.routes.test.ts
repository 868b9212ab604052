import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { createTestContext, type TestContext } from '../test-context';
import { send } from '../test-request';
import { composeServer } from '../composition';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
  await t.ctx.mailer.send({ to: 'new@example.com', subject: 'Your code', text: 'code 123456', html: '<p>code 123456</p>' });
});
afterAll(() => t.close());

const appWith = (devOutbox: boolean) => createApp(composeServer({ ...t.ctx, config: { ...t.ctx.config, nodeEnv: 'production', devOutbox } }));

describe('GET /dev/outbox', () => {
  it('lists the mails while config.devOutbox is on (the default without SMTP, also in production)', async () => {
    const res = await send(appWith(true), 'GET', '/dev/outbox');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject([{ to: 'new@example.com', subject: 'Your code' }]);
  });

  it('answers 404 once DEV_OUTBOX=off (or SMTP_URL) turned it off', async () => {
    const res = await send(appWith(false), 'GET', '/dev/outbox');
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('123456');
  });
});
