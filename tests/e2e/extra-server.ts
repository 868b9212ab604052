import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A second site for a test that needs settings of its own (the suite's server runs with the defaults). */
export interface ExtraServer {
  readonly url: string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts the built site (`server/main.ts` on a fresh embedded database, like scripts/e2e-server.mjs) with `env`
 * on a free port, and waits until it answers. The first start migrates and seeds, which takes a while on CI.
 * It listens on 127.0.0.1, or on `host` (`0.0.0.0`: every interface, as a newcomer's `npm start` does).
 */
export async function startExtraServer(env: Record<string, string>, startTimeoutMs = 240_000, host = '127.0.0.1'): Promise<ExtraServer & { port: number }> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-extra-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, ...env, DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'test', PORT: String(port), HOST: host },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + startTimeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const answer = await fetch(`${url}/api/config`, { signal: AbortSignal.timeout(2_000) }).catch(() => undefined);
    if (answer?.ok) return { url, port, stop };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  throw new Error(`the extra server (${JSON.stringify(env)}) did not start`);
}
