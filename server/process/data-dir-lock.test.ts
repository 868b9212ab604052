import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, LOCK_FILE, lockDataDir, processIsAlive } from './data-dir-lock';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'lock-test-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** The pid of a process that has already exited. */
function deadPid(): number {
  const pid = spawnSync(process.execPath, ['-e', '']).pid!;
  expect(processIsAlive(pid)).toBe(false);
  return pid;
}

const writeLock = (owner: object) => writeFileSync(join(dir, LOCK_FILE), JSON.stringify(owner));

describe('lockDataDir', () => {
  it('writes this process into the lock file and removes it on release', () => {
    const lock = lockDataDir(dir);
    expect(JSON.parse(readFileSync(lock.path, 'utf8'))).toMatchObject({ pid: process.pid, host: hostname() });
    lock.release();
    expect(existsSync(lock.path)).toBe(false);
    lock.release();
  });

  it('refuses a second holder while the first is alive, naming the owner and the way out', () => {
    const first = lockDataDir(dir);
    const second = () => lockDataDir(dir);
    expect(second).toThrow(DataDirLockedError);
    expect(second).toThrow(`DATA_DIR ${dir} is in use by another server: pid ${process.pid} on ${hostname()}`);
    expect(second).toThrow(`delete ${join(dir, LOCK_FILE)}`);
    first.release();
    lockDataDir(dir).release();
  });

  it('takes over the lock of a process that is gone, and says so', () => {
    const pid = deadPid();
    writeLock({ pid, host: hostname(), startedAt: '2026-01-01T00:00:00.000Z', command: 'old' });
    const seen: unknown[] = [];
    const lock = lockDataDir(dir, { onStale: (owner) => seen.push(owner?.pid) });
    expect(seen).toEqual([pid]);
    expect(JSON.parse(readFileSync(lock.path, 'utf8')).pid).toBe(process.pid);
    lock.release();
  });

  it('never takes over a lock of another host (a shared disk): its pid means nothing here', () => {
    writeLock({ pid: deadPid(), host: `${hostname()}-elsewhere`, startedAt: 'x', command: 'x' });
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
  });

  it('takes over an unreadable lock file once it is old, but not one being written right now', () => {
    writeFileSync(join(dir, LOCK_FILE), '{"pi');
    const old = new Date(Date.now() - 60_000);
    utimesSync(join(dir, LOCK_FILE), old, old);
    lockDataDir(dir).release();
  });

  it('does not remove a lock that is no longer its own', () => {
    const lock = lockDataDir(dir);
    writeLock({ pid: process.pid, host: hostname(), startedAt: 'someone else', command: 'x' });
    lock.release();
    expect(existsSync(lock.path)).toBe(true);
  });

  it('lets exactly one of several processes take over the same stale lock at once', async () => {
    writeLock({ pid: deadPid(), host: hostname(), startedAt: 'x', command: 'x' });
    // They start together at startAt and keep what they got until the test closes their stdin, so a slow starter
    // on a busy machine meets a live holder, never a lock freed again.
    const startAt = Date.now() + 2_500;
    const script = `
      import { lockDataDir } from './server/process/data-dir-lock.ts';
      while (Date.now() < ${startAt});
      try { lockDataDir(${JSON.stringify(dir)}); console.log('held'); }
      catch (e) { console.log(e.name); }
      process.stdin.resume().on('end', () => process.exit(0));`;
    const children = Array.from({ length: 5 }, () =>
      spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { stdio: ['pipe', 'pipe', 'inherit'] }),
    );
    const outcomes = await Promise.all(children.map((child) => new Promise<string>((resolve) => child.stdout.once('data', (d) => resolve(String(d).trim())))));
    await Promise.all(children.map((child) => new Promise((resolve) => (child.on('exit', resolve), child.stdin.end()))));
    expect(outcomes.filter((o) => o === 'held')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'DataDirLockedError')).toHaveLength(4);
  });
});
