// Runs the TypeScript server (or a seed script) as its own process group, so that a stop ends every process of it.
// `npx tsx` spawns a child that survives a signal sent to npx; here node runs with the tsx loader directly and the
// group is signalled as a whole, with a hard kill when it does not exit in time.
import { spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createInterface } from 'node:readline';

const groups = new Set();
let exitHookInstalled = false;

/** Kills every group still running when the bench itself exits or is interrupted. */
function installExitHook() {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  const killAll = () => {
    for (const pid of groups) signalGroup(pid, 'SIGKILL');
  };
  process.on('exit', killAll);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      console.error(`\n${signal}: stopping the bench`);
      killAll();
      process.exit(130);
    });
  }
}

function signalGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch {
    /* already gone */
  }
}

/** Prints a child's output line by line with a prefix; JSON log lines are shortened to their message. */
function relay(stream, prefix, quiet) {
  createInterface({ input: stream }).on('line', (line) => {
    if (quiet()) return;
    let text = line;
    try {
      const entry = JSON.parse(line);
      if (entry && typeof entry.message === 'string') text = `${entry.level ?? 'info'}: ${entry.message}`;
    } catch {
      /* plain text */
    }
    console.log(`  ${prefix} ${text}`);
  });
}

/** Spawns `node --import tsx [nodeArgs] <script> ...args` in a new process group; output is relayed with `label`. */
export function spawnTs(script, args, options = {}) {
  return spawnNode(['--import', 'tsx', ...(options.nodeArgs ?? []), script, ...args], options);
}

/**
 * Spawns `node <argv>` in a new process group; output is relayed with `label`. `outputFile`: stdout goes straight
 * into that file instead (a loaded server's access log, a line per request, would otherwise be read, parsed and
 * printed by this process, which may be the one generating the load); stderr is relayed still.
 */
export function spawnNode(argv, { env = {}, label, quiet = () => false, outputFile } = {}) {
  installExitHook();
  const out = outputFile === undefined ? 'pipe' : openSync(outputFile, 'a');
  const child = spawn(process.execPath, argv, {
    detached: true,
    stdio: ['ignore', out, 'pipe'],
    env: { ...process.env, ...env },
  });
  if (typeof out === 'number') closeSync(out);
  groups.add(child.pid);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => (groups.delete(child.pid), resolve({ code, signal }))));
  if (label && child.stdout) relay(child.stdout, `[${label}]`, quiet);
  relay(child.stderr, `[${label}]`, () => false);
  return { child, exited };
}

/** Sends SIGTERM to the whole group, then SIGKILL after `graceMs`; resolves once the leader has exited. */
export async function stopGroup({ child, exited }, graceMs = 15_000) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  signalGroup(child.pid, 'SIGTERM');
  const timer = setTimeout(() => signalGroup(child.pid, 'SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
  // Anything the leader left behind in its group goes too.
  signalGroup(child.pid, 'SIGKILL');
}

/** Listens on `port` (0: any) of the loopback interface and closes again; resolves to the port, or undefined when taken. */
function probePort(port) {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.once('error', () => resolve(undefined));
    srv.listen(port, '127.0.0.1', () => {
      const { port: bound } = srv.address();
      srv.close(() => resolve(bound));
    });
  });
}

/**
 * BENCH_PORTS=<first>-<last>: the ports a bench may use (on a machine shared with other sessions, each keeps to its
 * own range); unset: any port the system hands out. Ports handed out here are not handed out again by this process.
 */
const portRange = process.env.BENCH_PORTS?.match(/^(\d+)-(\d+)$/)
  ?.slice(1)
  .map(Number);
const handedOut = new Set();

/** A free TCP port on the loopback interface (within BENCH_PORTS when set). */
export async function freePort() {
  if (!portRange) return probePort(0);
  for (let port = portRange[0]; port <= portRange[1]; port++) {
    if (handedOut.has(port)) continue;
    if ((await probePort(port)) === undefined) continue;
    handedOut.add(port);
    return port;
  }
  throw new Error(`BENCH_PORTS=${process.env.BENCH_PORTS}: no free port left in the range`);
}

/**
 * A bare node:http baseline in its own process (lib/bare-server.mjs; `args`: `--pages <dir>`), within BENCH_PORTS
 * when that is set, else on any free port: its URL, its pid (for its CPU time) and how to stop it.
 */
export async function startBareServer(args = []) {
  const port = process.env.BENCH_PORTS ? ['--port', String(await freePort())] : [];
  const proc = spawnNode(['scripts/lib/bare-server.mjs', ...args, ...port]);
  const line = await new Promise((resolve, reject) => {
    proc.child.stdout.once('data', (chunk) => resolve(String(chunk)));
    proc.exited.then(({ code }) => reject(new Error(`the bare server exited with ${code}`)));
  });
  return { url: `http://127.0.0.1:${line.match(/port (\d+)/)[1]}`, pid: proc.child.pid, stop: () => stopGroup(proc) };
}

/** The id of the first drama of the site at `url` (its hot list), for the benches' film targets. */
export async function firstFilmId(url) {
  const body = await (await fetch(`${url}/api/films/hot?page=1&page_size=1`, { signal: AbortSignal.timeout(30_000) })).json();
  const id = body?.data?.items?.[0]?.id ?? body?.data?.[0]?.id;
  if (!id) throw new Error(`/api/films/hot gave no film: ${JSON.stringify(body).slice(0, 300)}`);
  return id;
}

/** GET with a timeout; resolves to the Response or undefined when the server does not answer in time. */
export async function fetchWithin(url, ms) {
  try {
    return await fetch(url, { signal: AbortSignal.timeout(ms) });
  } catch {
    return undefined;
  }
}

/**
 * Starts `server/main.ts` on a free port with `env` and waits until `/api/config` answers (the first start on an
 * empty data directory migrates and seeds). Prints a line every 15 s while waiting; throws with a clear message
 * when the server exits or is not up within `startTimeoutMs`. `outputFile`: its stdout goes there (see spawnNode).
 */
export async function startTsServer({ env, nodeArgs, label = 'server', startTimeoutMs = 20 * 60_000, quiet, outputFile } = {}) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const proc = spawnTs('server/main.ts', [], { env: { ...env, PORT: String(port), HOST: '127.0.0.1' }, nodeArgs, label, quiet, outputFile });
  const started = Date.now();
  let lastNote = started;
  while (Date.now() - started < startTimeoutMs) {
    if (proc.child.exitCode !== null) {
      const output =
        outputFile === undefined
          ? 'see its output above'
          : `its output, ${outputFile}, ends:\n${readFileSync(outputFile, 'utf8').split('\n').slice(-20).join('\n')}`;
      throw new Error(`the server exited with code ${proc.child.exitCode} before answering (${output})`);
    }
    const res = await fetchWithin(`${url}/api/config`, 2_000);
    if (res?.ok) return { url, stop: () => stopGroup(proc), proc };
    if (Date.now() - lastNote >= 15_000) {
      lastNote = Date.now();
      console.log(`  … still starting after ${Math.round((lastNote - started) / 1000)} s (migrating/seeding on a fresh data directory)`);
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  await stopGroup(proc);
  throw new Error(`the server did not answer /api/config within ${Math.round(startTimeoutMs / 60_000)} min`);
}
