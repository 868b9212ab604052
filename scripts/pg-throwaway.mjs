// Starts a throwaway PostgreSQL cluster on a loopback port for the server suite; returns null when none is installed.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, chmodSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:net';

export function findBinDir() {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  for (const v of versions) if (existsSync(join(root, v, 'bin', 'initdb'))) return join(root, v, 'bin');
  return null;
}

function freePort() {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** initdb refuses to run as root, so as root the cluster runs as the postgres user of Debian's package. */
export function asDbUser(cmd, args) {
  const isRoot = process.getuid?.() === 0;
  return isRoot ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args];
}

export async function startThrowawayPostgres() {
  const bin = findBinDir();
  if (!bin) return null;
  const dir = mkdtempSync(join(tmpdir(), 'pg-'));
  chmodSync(dir, 0o777);
  const data = join(dir, 'data');
  const port = await freePort();
  const [initCmd, initArgs] = asDbUser(join(bin, 'initdb'), ['-D', data, '-U', 'app', '--auth=trust', '-E', 'UTF8', '--no-locale']);
  execFileSync(initCmd, initArgs, { stdio: 'ignore' });
  const [pgCmd, pgArgs] = asDbUser(join(bin, 'postgres'), ['-D', data, '-p', String(port), '-h', '127.0.0.1', '-k', dir, '-F']);
  const child = spawn(pgCmd, pgArgs, { stdio: 'ignore' });
  const url = `postgres://app@127.0.0.1:${port}/postgres`;
  for (let i = 0; i < 100; i++) {
    try {
      execFileSync(join(bin, 'pg_isready'), ['-h', '127.0.0.1', '-p', String(port)], { stdio: 'ignore' });
      break;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  return {
    url,
    /** Stops the cluster itself (signalling runuser alone left the postmaster running), then removes its files. */
    stop() {
      const [stopCmd, stopArgs] = asDbUser(join(bin, 'pg_ctl'), ['stop', '-D', data, '-m', 'fast', '-w', '-t', '20']);
      try {
        execFileSync(stopCmd, stopArgs, { stdio: 'ignore' });
      } catch {
        child.kill('SIGKILL'); // pg_ctl could not stop it: at least do not leave the wrapper behind
      }
      try { rmSync(dir, { recursive: true, force: true }); } catch { /* the cluster may still hold files */ }
    },
  };
}
