import type { ServerConfig } from '../../config';
import { createApp } from '../../app';
import { createTestContext, type TestContext } from '../../test-context';
import { send, type TestRequestOptions } from '../../test-request';
import { signedInUser } from '../catalog/catalog-test.harness';

/** The operator's e-mail in admin tests. */
export const OPERATOR_EMAIL = 'boss@example.com';

/** A test server with one operator and one ordinary member signed in. */
export async function adminTestServer(config: Partial<ServerConfig> = {}) {
  const t: TestContext = await createTestContext({ adminEmails: [OPERATOR_EMAIL], ...config });
  const app = createApp(t.ctx);
  const operator = await signedInUser(t.ctx, 'boss');
  const member = await signedInUser(t.ctx, 'member');
  const call = (method: string, path: string, options: TestRequestOptions = {}) => send(app, method, path, { token: operator.token, ...options });
  return { t, app, operator, member, call };
}
