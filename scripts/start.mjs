#!/usr/bin/env node
// `npm start`: builds the SPA when the build is missing or older than its sources (SKIP_BUILD=1 skips that), then
// runs the server in this very process, so SIGTERM/SIGINT/SIGHUP reach the server's own drain (a child process
// would need every signal passed on, and would outlive a kill -9 of this one).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

const built = existsSync('dist/index.html') ? statSync('dist/index.html').mtimeMs : 0;
const sources = Math.max(newestMtime('src'), newestMtime('locales'), newestMtime('index.html'), newestMtime('vite.config.ts'));
if (process.env.SKIP_BUILD !== '1' && built < sources) {
  console.log('Building the site…');
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
// `npm start` execs this script (package.json), so npm passes its signals on to this very process. If npm itself is
// killed outright (kill -9), no signal comes: the server notices its parent is gone and drains by itself.
if (process.env.npm_lifecycle_event === 'start') {
  const npm = process.ppid;
  const watch = setInterval(() => {
    if (process.ppid === npm) return;
    clearInterval(watch);
    console.log(`npm (pid ${npm}) is gone: stopping`);
    process.kill(process.pid, 'SIGTERM');
  }, 1000);
  watch.unref();
}
// Optimised for production, but the dev outbox stays on (readable from this machine only) until SMTP_URL or
// DEV_OUTBOX=off (see the README).
process.env.NODE_ENV ??= 'production';
const { register } = await import('tsx/esm/api');
register();
await import('../server/main.ts');
