// A throwaway PostgreSQL cluster the chaos bench may stop, restart, freeze and thaw (it started every process of it).
import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asDbUser, findBinDir } from '../../pg-throwaway.mjs';
import { freePort } from '../server-process.mjs';

function parentOf(pid) {
  try {
    // Field 4 of /proc/<pid>/stat, after the command name in parentheses.
    return Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')[1]);
  } catch {
    return -1;
  }
}

/** Starts a cluster on a loopback port; null when PostgreSQL's binaries are not installed. */
export async function startCluster() {
  const bin = findBinDir();
  if (!bin) return null;
  const dir = mkdtempSync(join(tmpdir(), 'chaos-pg-'));
  chmodSync(dir, 0o777);
  const data = join(dir, 'data');
  const port = await freePort();
  const [initCmd, initArgs] = asDbUser(join(bin, 'initdb'), ['-D', data, '-U', 'app', '--auth=trust', '-E', 'UTF8', '--no-locale']);
  execFileSync(initCmd, initArgs, { stdio: 'ignore' });
  let child;
  const ready = () => {
    try {
      execFileSync(join(bin, 'pg_isready'), ['-h', '127.0.0.1', '-p', String(port)], { stdio: 'ignore' });
      return true;
    } catch {
      return false;
    }
  };
  const postmaster = () => Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
  /** The postmaster and its backends (all started by this cluster). */
  const processes = () => {
    const root = postmaster();
    const pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name)).map(Number);
    return [root, ...pids.filter((pid) => parentOf(pid) === root)];
  };
  const cluster = {
    url: `postgres://app@127.0.0.1:${port}/postgres`,
    async start() {
      const [cmd, args] = asDbUser(join(bin, 'postgres'), ['-D', data, '-p', String(port), '-h', '127.0.0.1', '-k', dir, '-F']);
      child = spawn(cmd, args, { stdio: 'ignore' });
      for (let i = 0; i < 150 && !ready(); i++) await new Promise((r) => setTimeout(r, 200));
      if (!ready()) throw new Error('the throwaway PostgreSQL did not start');
    },
    /** Fast shutdown (SIGINT to the postmaster): clients are disconnected, the port closes. */
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      process.kill(postmaster(), 'SIGINT');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 20_000))]);
    },
    /** SIGSTOP to the postmaster and every backend: connections stay open and nothing answers. */
    freeze() {
      for (const pid of processes()) process.kill(pid, 'SIGSTOP');
    },
    thaw() {
      for (const pid of processes()) process.kill(pid, 'SIGCONT');
    },
    destroy() {
      try {
        for (const pid of processes()) {
          process.kill(pid, 'SIGCONT');
          process.kill(pid, 'SIGKILL');
        }
      } catch {
        /* already stopped */
      }
      // runuser, the postmaster's parent, does not always reap it and stays behind with a defunct child.
      child?.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    },
  };
  await cluster.start();
  return cluster;
}
