// `npm start` as an operator runs it: the data-directory lock, the drain on SIGTERM to npm's pid, the server
// stopping when npm is killed outright, and the dev outbox (readable only from this machine, issue 30), on a real
// PGlite directory prepared with a tiny catalog (so the server does not seed 200 dramas) and SKIP_BUILD=1 (no vite
// build). The server listens on every interface, as a newcomer's does by default.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import { createServer } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase } from '../db/connect';
import { migrateDatabase } from '../db/migrate';
import { trackingEvents } from '../db/schema/tracking';
import { seedDatabase } from '../seed/seed';
import { LOCK_FILE, processIsAlive } from './data-dir-lock';

const dataDir = mkdtempSync(join(tmpdir(), 'start-script-'));
let port = 0;
/** The `npm start` process. */
let npm: ChildProcess;
/** The server's own process (npm's child), as its lock file names it. */
let serverPid = 0;
let output = '';

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as { port: number };
      probe.close(() => resolve(free));
    });
  });
}

/** The environment of `npm start` on a fresh machine: no NODE_ENV (vitest sets one), no SMTP, no PostgreSQL. */
function startEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: String(port), SKIP_BUILD: '1', DATABASE_URL: '', ...extra };
  for (const name of ['NODE_ENV', 'SMTP_URL', 'DEV_OUTBOX', 'HOST', 'TRUST_PROXY', 'VITEST', 'VITEST_POOL_ID', 'VITEST_WORKER_ID']) {
    if (!(name in extra)) delete env[name];
  }
  return env;
}

const exited = (child: ChildProcess) =>
  new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve({ code: child.exitCode, signal: child.signalCode });
    else child.once('exit', (code, signal) => resolve({ code, signal }));
  });

async function waitUntilServing(child: ChildProcess): Promise<void> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${output}`);
    const res = await fetch(`http://127.0.0.1:${port}/api/config`).catch(() => undefined);
    if (res?.ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function npmStart(): Promise<void> {
  port = await freePort();
  output = '';
  npm = spawn('npm', ['start', '--silent'], { env: startEnv({ HOST: '0.0.0.0' }), stdio: ['ignore', 'pipe', 'pipe'] });
  npm.stdout!.on('data', (d) => (output += d));
  npm.stderr!.on('data', (d) => (output += d));
  await waitUntilServing(npm);
  serverPid = (JSON.parse(readFileSync(join(dataDir, LOCK_FILE), 'utf8')) as { pid: number }).pid;
}

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((r) => setTimeout(r, 50));
}

/** Tracking pixels for `urls`, in parallel; answers the ones acknowledged (200). */
async function track(urls: readonly string[], acknowledged: string[]): Promise<void> {
  await Promise.all(
    urls.map(async (url) => {
      // Events count only with the visitor's statistics consent (the consent cookie).
      const headers = { cookie: `consent=v1.a1.m0.${Date.now() - 1000}` };
      const res = await fetch(`http://127.0.0.1:${port}/_icon.png?ev=pv&ul=${encodeURIComponent(url)}`, { headers }).catch(() => undefined);
      if (res?.status === 200) acknowledged.push(url);
    }),
  );
}

async function storedOf(urls: readonly string[]): Promise<Set<string>> {
  const db = await connectDatabase({ dataDir });
  try {
    return new Set(
      (
        await db.db
          .select({ url: trackingEvents.url })
          .from(trackingEvents)
          .where(inArray(trackingEvents.url, [...urls]))
      ).map((r) => r.url),
    );
  } finally {
    await db.close();
  }
}

beforeAll(async () => {
  const db = await connectDatabase({ dataDir });
  await migrateDatabase(db);
  await seedDatabase(db.db, { films: 2, comments: 4, media: false });
  await db.close();
  await npmStart();
}, 180_000);

afterAll(() => {
  if (npm.exitCode === null && npm.signalCode === null) npm.kill('SIGKILL');
  if (serverPid && processIsAlive(serverPid)) process.kill(serverPid, 'SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

/** This machine's first non-loopback IPv4 address: connecting to it never leaves the machine, but is not loopback. */
const networkAddress = Object.values(networkInterfaces())
  .flat()
  .find((entry) => entry && entry.family === 'IPv4' && !entry.internal)?.address;

/** The newest code mailed to `email`, read at /dev/outbox through `base`; undefined when the outbox refuses. */
async function codeFromOutbox(base: string, email: string, headers: Record<string, string> = {}): Promise<{ status: number; code?: string }> {
  const res = await fetch(`${base}/dev/outbox`, { headers });
  if (res.status !== 200) return { status: res.status };
  const mails = (await res.json()) as { to: string; text: string }[];
  return { status: 200, code: /\b(\d{6})\b/.exec(mails.find((m) => m.to === email)?.text ?? '')?.[1] };
}

async function signUp(base: string, email: string, code: string): Promise<number> {
  const res = await fetch(`${base}/api/users/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'correct horse', code }),
  });
  return ((await res.json()) as { code: number }).code;
}

const askCode = (base: string, email: string) =>
  fetch(`${base}/api/users/send_verification_code`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, purpose: 'register' }),
  });

describe('npm start (scripts/start.mjs)', () => {
  it('serves the dev outbox without SMTP to this machine, so a newcomer can read the sign-up code, and says so at start', async () => {
    const local = `http://127.0.0.1:${port}`;
    expect((await askCode(local, 'newcomer@example.com')).status).toBe(200);
    const { status, code } = await codeFromOutbox(local, 'newcomer@example.com');
    expect(status).toBe(200);
    expect(await signUp(local, 'newcomer@example.com', code!)).toBe(0);
    expect((await codeFromOutbox(`http://localhost:${port}`, 'newcomer@example.com')).status).toBe(200);
    // Production mode on every interface: the start log tells plainly where codes can be read, and by whom.
    expect(output).toContain(`Read them on this machine only, at http://127.0.0.1:${port}/dev/outbox`);
  });

  it('answers 404 at /dev/outbox to a request through the network address, or one a proxy passed on', async () => {
    const local = `http://127.0.0.1:${port}`;
    const proxied: Record<string, string>[] = [{ 'x-forwarded-for': '198.51.100.7' }, { forwarded: 'for=198.51.100.7' }, { 'x-real-ip': '198.51.100.7' }];
    for (const headers of proxied) {
      expect(await codeFromOutbox(local, 'nobody@example.com', headers)).toEqual({ status: 404 });
    }
    // Rebinding a name to 127.0.0.1 brings the name along as Host (fetch would put its own Host: plain http here).
    const rebound = await new Promise<number>((resolve, reject) =>
      get({ host: '127.0.0.1', port, path: '/dev/outbox', headers: { host: `attacker.example:${port}` } }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      }).on('error', reject),
    );
    expect(rebound).toBe(404);
    if (!networkAddress) return console.warn('no non-loopback IPv4 interface on this machine: the network-address half is not checked');
    // A phone on the same network: it reaches the site and asks for a code, but cannot read the outbox.
    const phone = `http://${networkAddress}:${port}`;
    expect((await fetch(`${phone}/api/config`)).status).toBe(200);
    const outboxAnswer = await fetch(`${phone}/dev/outbox`);
    expect(outboxAnswer.status).toBe(404);
    expect(await outboxAnswer.json()).toEqual({ code: 404, msg: 'request.not_found', data: null });
    expect((await askCode(phone, 'phone-owner@example.com')).status).toBe(200);
    expect(await codeFromOutbox(phone, 'phone-owner@example.com')).toEqual({ status: 404 });
    // The newcomer's path still works for the phone: the code is read on the machine running the server.
    const { code } = await codeFromOutbox(local, 'phone-owner@example.com');
    expect(await signUp(phone, 'phone-owner@example.com', code!)).toBe(0);
  });

  it('holds the data directory: a second server on it refuses to start and names the first', async () => {
    expect(serverPid).not.toBe(npm.pid);
    const second = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: startEnv({ PORT: String(await freePort()) }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let text = '';
    second.stdout!.on('data', (d) => (text += d));
    second.stderr!.on('data', (d) => (text += d));
    const { code } = await exited(second);
    expect(code).toBe(1);
    expect(text).toContain(`DATA_DIR ${dataDir} is in use by another server: pid ${serverPid}`);
    // The first server is untouched.
    expect((await fetch(`http://127.0.0.1:${port}/api/config`)).ok).toBe(true);
  });

  it('drains on SIGTERM to npm within 5 s: every acknowledged tracking event is written, the lock is gone', async () => {
    const urls = Array.from({ length: 300 }, (_, i) => `drain.example/${Date.now()}/${i}`);
    const acknowledged: string[] = [];
    // Half are answered (and queued in memory) before the signal; the other half race the drain.
    await track(urls.slice(0, 150), acknowledged);
    const racing = track(urls.slice(150), acknowledged);
    const signalledAt = performance.now();
    npm.kill('SIGTERM');
    await racing;
    await until(() => !processIsAlive(serverPid));
    const stoppedMs = performance.now() - signalledAt;
    const { code } = await exited(npm);
    expect(code, output).toBe(0);
    expect(output).toContain('SIGTERM: no new connections');
    expect(stoppedMs).toBeLessThan(5_000);
    expect(acknowledged.length).toBeGreaterThanOrEqual(150);
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
    expect(await storedOf(urls)).toEqual(new Set(acknowledged));
  });

  it('stops the server by itself, events written, when npm is killed outright (kill -9)', async () => {
    await npmStart();
    const urls = Array.from({ length: 100 }, (_, i) => `orphan.example/${Date.now()}/${i}`);
    const acknowledged: string[] = [];
    await track(urls, acknowledged);
    npm.kill('SIGKILL');
    await until(() => !processIsAlive(serverPid));
    expect(output).toContain('is gone: stopping');
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
    expect(acknowledged).toHaveLength(100);
    expect(await storedOf(urls)).toEqual(new Set(acknowledged));
  });
});
