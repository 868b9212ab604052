import { closeSync, openSync, readFileSync, rmSync, statSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

/** The lock file's name inside DATA_DIR. PostgreSQL (and so PGlite) ignores files it does not know there. */
export const LOCK_FILE = 'shortdrama-server.lock';
/** A takeover that has been under way this long was abandoned by a process that died inside it. */
const ABANDONED_TAKEOVER_MS = 10_000;

/** What a lock file says about its owner. */
export interface LockOwner {
  readonly pid: number;
  readonly host: string;
  readonly startedAt: string;
  readonly command: string;
}

/** Thrown when another live process holds the data directory; the message names it. */
export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
  constructor(
    readonly dataDir: string,
    readonly owner: LockOwner,
  ) {
    super(
      `DATA_DIR ${dataDir} is in use by another server: pid ${owner.pid} on ${owner.host}, started ${owner.startedAt}` +
        ` (${owner.command}). Two servers on one embedded database lose each other's writes. Stop that process first,` +
        ` or give this server its own DATA_DIR. If pid ${owner.pid} is not a ShortDrama server, delete ${join(dataDir, LOCK_FILE)}.`,
    );
  }
}

/** A held lock; release() removes the file if it is still ours (safe to call more than once). */
export interface DataDirLock {
  readonly path: string;
  release(): void;
}

/** True when a process with this pid exists (EPERM: it exists but belongs to someone else). */
export function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(path: string): LockOwner | undefined {
  try {
    const parsed = JSON.parse(readFileSync(path, 'utf8')) as Partial<LockOwner>;
    if (!Number.isInteger(parsed.pid) || (parsed.pid as number) <= 0) return undefined;
    return { pid: parsed.pid as number, host: String(parsed.host ?? '?'), startedAt: String(parsed.startedAt ?? '?'), command: String(parsed.command ?? '?') };
  } catch {
    return undefined;
  }
}

/** Creates `path` only if it does not exist (O_EXCL), with `content`; false when it already exists. */
function createExclusive(path: string, content: string): boolean {
  let fd: number;
  try {
    fd = openSync(path, 'wx', 0o644);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, content);
  } finally {
    closeSync(fd);
  }
  return true;
}

/** A lock file left by a process that is gone (or on another host that shares the directory: never stale). */
function isStale(owner: LockOwner | undefined, path: string): boolean {
  if (!owner) {
    // Unreadable: a writer that died between creating and writing it, or garbage. Give a live writer a moment.
    try {
      return Date.now() - statSync(path).mtimeMs > 2_000;
    } catch {
      return true;
    }
  }
  return owner.host === hostname() && !processIsAlive(owner.pid);
}

/**
 * Replaces a stale lock. Two servers may find the same stale lock at once; the takeover file (created exclusively)
 * lets only one of them remove and recreate it, so they cannot both end up believing they hold the directory.
 */
function takeOver(path: string, staleOwner: LockOwner | undefined, content: string): boolean {
  const takeoverPath = `${path}.takeover`;
  if (!createExclusive(takeoverPath, String(process.pid))) {
    try {
      if (Date.now() - statSync(takeoverPath).mtimeMs > ABANDONED_TAKEOVER_MS) rmSync(takeoverPath, { force: true });
    } catch {
      /* gone meanwhile */
    }
    return false;
  }
  try {
    const current = readOwner(path);
    const unchanged = current?.pid === staleOwner?.pid && current?.startedAt === staleOwner?.startedAt;
    if (!unchanged) return false;
    rmSync(path, { force: true });
    return createExclusive(path, content);
  } finally {
    rmSync(takeoverPath, { force: true });
  }
}

/**
 * Takes the lock of an embedded-database directory, or throws DataDirLockedError naming the live process that holds
 * it. A lock left by a dead process (kill -9, power loss) is taken over with a warning through `onStale`.
 */
export function lockDataDir(dataDir: string, options: { onStale?: (owner: LockOwner | undefined) => void } = {}): DataDirLock {
  const path = join(dataDir, LOCK_FILE);
  const me: LockOwner = { pid: process.pid, host: hostname(), startedAt: new Date().toISOString(), command: process.argv.slice(1).join(' ') };
  const content = `${JSON.stringify(me)}\n`;
  for (let attempt = 0; attempt < 50; attempt++) {
    if (createExclusive(path, content)) return heldLock(path, me);
    const owner = readOwner(path);
    if (!isStale(owner, path)) {
      if (owner) throw new DataDirLockedError(dataDir, owner);
    } else if (takeOver(path, owner, content)) {
      options.onStale?.(owner);
      return heldLock(path, me);
    }
    // Someone else is writing or taking over the lock right now: look again in a moment.
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
  }
  const owner = readOwner(path);
  if (owner) throw new DataDirLockedError(dataDir, owner);
  throw new Error(`could not take the lock ${path}: it keeps changing or cannot be read`);
}

function heldLock(path: string, me: LockOwner): DataDirLock {
  let released = false;
  return {
    path,
    release() {
      if (released) return;
      released = true;
      const owner = readOwner(path);
      if (owner?.pid === me.pid && owner.startedAt === me.startedAt) rmSync(path, { force: true });
    },
  };
}
