#!/usr/bin/env node
// `npm run cluster`: CLUSTER_SIZE (default 2) server processes on one PostgreSQL behind one public port (PORT,
// default 3000), as several machines behind a load balancer would run. DATABASE_URL names the PostgreSQL server;
// without it a throwaway cluster is started (scripts/pg-throwaway.mjs) and removed at the end. SIGINT/SIGTERM stop
// the proxy, drain every server (SIGTERM each) and stop the throwaway database. The tests and bench:api import
// startCluster(). The proxy (lib/cluster-proxy.mjs) runs in a process of its own.
import { fileURLToPath } from 'node:url';
import { startThrowawayPostgres } from './pg-throwaway.mjs';
import { spawnNode, startTsServer, stopGroup } from './lib/server-process.mjs';

/** Starts scripts/lib/cluster-proxy.mjs in a process of its own; answers its URL and the way to stop it. */
async function startProxyProcess(backends, port, host, quiet) {
  const proc = spawnNode([fileURLToPath(new URL('./lib/cluster-proxy.mjs', import.meta.url)), ...backends], {
    env: { PROXY_PORT: String(port), PROXY_HOST: host },
    label: 'proxy',
    quiet,
  });
  const url = await new Promise((resolve, reject) => {
    proc.child.stdout.on('data', (chunk) => {
      const found = String(chunk).match(/proxy listening on (\S+)/);
      if (found) resolve(found[1]);
    });
    proc.exited.then(({ code }) => reject(new Error(`the proxy exited with ${code} (is port ${port} free?)`)));
  });
  return { url, close: () => stopGroup(proc) };
}

/**
 * Starts `size` servers together on `databaseUrl` (a throwaway PostgreSQL when absent) and the proxy on `port`.
 * Answers { url, backends, databaseUrl, stop }. `env` is passed to every server on top of the process's own.
 */
export async function startCluster({ size = 2, databaseUrl, port = 0, host = '127.0.0.1', env = {}, quiet } = {}) {
  let throwaway;
  if (!databaseUrl) {
    throwaway = await startThrowawayPostgres();
    if (!throwaway) throw new Error('no DATABASE_URL and no PostgreSQL server binaries to start a throwaway one (/usr/lib/postgresql/*/bin)');
    databaseUrl = throwaway.url;
  }
  const servers = [];
  try {
    // All at once, as a rolling deployment on an empty database would: the first migrates and seeds, the others wait.
    const started = await Promise.allSettled(
      Array.from({ length: size }, (_, i) =>
        startTsServer({
          // The proxy is on loopback: its X-Forwarded-For names the client (server/http/client-ip.ts).
          env: { TRUST_PROXY: '127.0.0.1,::1', ...env, DATABASE_URL: databaseUrl },
          label: `server ${i + 1}`,
          quiet,
        }),
      ),
    );
    for (const outcome of started) if (outcome.status === 'fulfilled') servers.push(outcome.value);
    const failed = started.find((outcome) => outcome.status === 'rejected');
    if (failed) throw failed.reason;
    const proxy = await startProxyProcess(
      servers.map((s) => s.url),
      port,
      host,
      quiet,
    );
    let stopping;
    return {
      url: proxy.url,
      backends: servers.map((s) => s.url),
      databaseUrl,
      servers,
      stop: () =>
        (stopping ??= (async () => {
          await proxy.close();
          await Promise.all(servers.map((s) => s.stop()));
          throwaway?.stop();
        })()),
    };
  } catch (error) {
    await Promise.all(servers.map((s) => s.stop()));
    throwaway?.stop();
    throw error;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const size = Number(process.env.CLUSTER_SIZE ?? 2);
  if (!Number.isInteger(size) || size < 1) {
    console.error('CLUSTER_SIZE must be a whole number of at least 1');
    process.exit(1);
  }
  process.env.NODE_ENV ??= 'production';
  // The throwaway database is started here, so that a signal while the servers start can still stop it.
  const throwaway = process.env.DATABASE_URL ? null : await startThrowawayPostgres();
  if (!process.env.DATABASE_URL && !throwaway) {
    console.error('no DATABASE_URL and no PostgreSQL server binaries to start a throwaway one (/usr/lib/postgresql/*/bin)');
    process.exit(1);
  }
  let cluster;
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    // server-process.mjs kills every server at once on a signal (right for benches); here they drain first.
    process.removeAllListeners(signal);
    process.on(signal, async () => {
      console.log(`${signal}: stopping the proxy, draining the servers`);
      if (cluster) await cluster.stop();
      throwaway?.stop();
      // Still starting: server-process.mjs's exit hook kills the servers (nothing to drain yet).
      process.exit(cluster ? 0 : 130);
    });
  }
  try {
    cluster = await startCluster({
      size,
      databaseUrl: process.env.DATABASE_URL || throwaway.url,
      port: Number(process.env.PORT ?? 3000),
      host: process.env.HOST ?? '0.0.0.0',
    });
  } catch (error) {
    console.error(`cluster: ${error.message}`);
    throwaway?.stop();
    process.exit(1);
  }
  console.log(`cluster: ${size} server processes (${cluster.backends.join(', ')}) behind ${cluster.url}`);
}
