import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from './tests/e2e/browser';

const port = Number(process.env.E2E_PORT ?? 3100);

/**
 * Every browser starts as a visitor who already answered the privacy choices (statistics yes, marketing no), so the
 * consent dialog does not cover the screens the other tests drive; consent.e2e.ts starts from an empty browser.
 */
const decidedVisitor = {
  cookies: [
    { name: 'consent', value: `v1.a1.m0.${Date.now()}`, domain: '127.0.0.1', path: '/', expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' as const },
  ],
  origins: [],
};

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.e2e.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    storageState: decidedVisitor,
    launchOptions: { executablePath: chromiumExecutable(), args: chromiumArgs },
    trace: 'off',
    // Tests watch and stub the page's own requests (page.route, waitForResponse); a service worker would answer some
    // of them itself, out of their sight. The worker's own tests allow it (offline.e2e.ts, offline-update.e2e.ts);
    // E2E_SERVICE_WORKERS=allow runs every test with it, to see which still hold with a worker in the way.
    serviceWorkers: process.env.E2E_SERVICE_WORKERS === 'allow' ? 'allow' : 'block',
  },
  webServer: {
    command: `node scripts/e2e-server.mjs`,
    url: `http://127.0.0.1:${port}/`,
    timeout: 300_000,
    reuseExistingServer: process.env.E2E_REUSE_SERVER === '1',
    // Two reports hide a comment, so the community journey can show it with two reporting members.
    env: { PORT: String(port), HOST: '127.0.0.1', ADMIN_EMAILS: 'operator@example.com', COMMENT_REPORT_THRESHOLD: '2' },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
