// Starts a throwaway PostgreSQL cluster on a loopback port for the server suite; returns null when none is installed.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, chmodSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './lib/server-process.mjs';

export function findBinDir() {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  for (const v of versions) if (existsSync(join(root, v, 'bin', 'initdb'))) return join(root, v, 'bin');
  return null;
}

/** initdb refuses to run as root, so as root the cluster runs as the postgres user of Debian's package. */
export function asDbUser(cmd, args) {
  const isRoot = process.getuid?.() === 0;
  return isRoot ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args];
}

/**
 * A new cluster's files in a temporary folder (`prefix` names it) for a free loopback port, with the ways to start
 * its postmaster and to wait until it answers; null when PostgreSQL's binaries are not installed.
 */
export async function initCluster(prefix) {
  const bin = findBinDir();
  if (!bin) return null;
  const dir = mkdtempSync(join(tmpdir(), prefix));
  chmodSync(dir, 0o777);
  const data = join(dir, 'data');
  const port = await freePort();
  const [initCmd, initArgs] = asDbUser(join(bin, 'initdb'), ['-D', data, '-U', 'app', '--auth=trust', '-E', 'UTF8', '--no-locale']);
  execFileSync(initCmd, initArgs, { stdio: 'ignore' });
  const isReady = () => {
    try {
      execFileSync(join(bin, 'pg_isready'), ['-h', '127.0.0.1', '-p', String(port)], { stdio: 'ignore' });
      return true;
    } catch {
      return false;
    }
  };
  return {
    bin,
    dir,
    data,
    url: `postgres://app@127.0.0.1:${port}/postgres`,
    /** Starts the postmaster (through runuser as root) and answers that child process. */
    spawnPostmaster() {
      const [cmd, args] = asDbUser(join(bin, 'postgres'), ['-D', data, '-p', String(port), '-h', '127.0.0.1', '-k', dir, '-F']);
      return spawn(cmd, args, { stdio: 'ignore' });
    },
    isReady,
    /** Polls every 200 ms, `tries` times at most; answers whether the cluster answers. */
    async waitReady(tries) {
      for (let i = 0; i < tries && !isReady(); i++) await new Promise((r) => setTimeout(r, 200));
      return isReady();
    },
  };
}

export async function startThrowawayPostgres() {
  const cluster = await initCluster('pg-');
  if (!cluster) return null;
  const child = cluster.spawnPostmaster();
  await cluster.waitReady(100);
  return {
    url: cluster.url,
    /** Stops the cluster itself (signalling runuser alone left the postmaster running), then removes its files. */
    stop() {
      const [stopCmd, stopArgs] = asDbUser(join(cluster.bin, 'pg_ctl'), ['stop', '-D', cluster.data, '-m', 'fast', '-w', '-t', '20']);
      try {
        execFileSync(stopCmd, stopArgs, { stdio: 'ignore' });
      } catch {
        child.kill('SIGKILL'); // pg_ctl could not stop it: at least do not leave the wrapper behind
      }
      try {
        rmSync(cluster.dir, { recursive: true, force: true });
      } catch {
        /* the cluster may still hold files */
      }
    },
  };
}
