// A throwaway PostgreSQL cluster the chaos bench may stop, restart, freeze and thaw (it started every process of it).
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { initCluster } from '../../pg-throwaway.mjs';

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
  const files = await initCluster('chaos-pg-');
  if (!files) return null;
  const { data } = files;
  let child;
  const postmaster = () => Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
  /** The postmaster and its backends (all started by this cluster). */
  const processes = () => {
    const root = postmaster();
    const pids = readdirSync('/proc')
      .filter((name) => /^\d+$/.test(name))
      .map(Number);
    return [root, ...pids.filter((pid) => parentOf(pid) === root)];
  };
  const cluster = {
    url: files.url,
    async start() {
      child = files.spawnPostmaster();
      if (!(await files.waitReady(150))) throw new Error('the throwaway PostgreSQL did not start');
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
      rmSync(files.dir, { recursive: true, force: true });
    },
  };
  await cluster.start();
  return cluster;
}
