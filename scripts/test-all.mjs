#!/usr/bin/env node
// `npm test`: every check in order, failing fast, ending with one line that counts tests passed and failed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { findBinDir, startThrowawayPostgres } from './pg-throwaway.mjs';

const results = 'test-results';
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });
const totals = { passed: 0, failed: 0 };

function run(title, command, args, env = {}) {
  console.log(`\n=== ${title} ===`);
  const outcome = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return outcome.status === 0;
}

function countVitest(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += (report.numFailedTests ?? 0) + ((report.numFailedTestSuites ?? 0) ? 0 : 0);
}

function countPlaywright(file) {
  if (!existsSync(file)) return;
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  totals.failed += stats?.unexpected ?? 0;
}

function countEngines(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.passed ?? 0;
  totals.failed += report.failed ?? 0;
}

function finish(ok) {
  console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed`);
  process.exit(ok && totals.failed === 0 ? 0 : 1);
}

function vitest(project, env = {}, tag = project) {
  const file = `${results}/${tag}.json`;
  const ok = run(`${tag} tests`, 'npx', ['vitest', 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`], env);
  countVitest(file);
  if (!existsSync(file) && !ok) totals.failed += 1;
  return ok;
}

const steps = [
  () => run('type check', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']),
  () => run('layer rules', 'npx', ['depcruise', 'src', 'contract', 'server', '--config', '.dependency-cruiser.cjs']),
  () => run('feature names', 'node', ['scripts/check-feature-names.mjs']),
  () => run('formatting (Prettier)', 'npx', ['prettier', '--check', '--log-level', 'warn', '.']),
  () => run('OpenAPI lint (Redocly, recommended rules)', 'npm', ['run', '--silent', 'lint:openapi']),
  () => vitest('unit'),
  () => vitest('contract'),
  () => vitest('server', { DATABASE_URL: '' }, 'server-pglite'),
  async () => {
    const pg = await startThrowawayPostgres();
    if (!pg) {
      console.log('\n=== server tests on PostgreSQL: skipped, no PostgreSQL server binaries on this machine (.ci/run installs them) ===');
      return true;
    }
    try {
      return vitest('server', { DATABASE_URL: pg.url }, 'server-postgres');
    } finally {
      pg.stop();
    }
  },
  () => {
    if (!findBinDir()) {
      console.log('\n=== two server processes on PostgreSQL: skipped, no PostgreSQL server binaries on this machine ===');
      return true;
    }
    // The suite starts its own throwaway cluster: it needs empty databases of its own for the start race.
    return vitest('cluster', { DATABASE_URL: '' });
  },
  () => run('build', 'npx', ['vite', 'build', '--logLevel', 'warn']),
  () => {
    const ok = run('end-to-end tests (Chromium)', 'npx', ['playwright', 'test']);
    countPlaywright(`${results}/e2e.json`);
    if (!existsSync(`${results}/e2e.json`) && !ok) totals.failed += 1;
    return ok;
  },
  () => {
    // The same visitor journeys in Chromium, Firefox and WebKit (tests/engines/, README "Browser engines").
    const ok = run('engine journeys (Chromium, Firefox, WebKit)', 'npx', ['tsx', 'scripts/engine-journeys.mts']);
    countEngines(`${results}/engines.json`);
    if (!existsSync(`${results}/engines.json`) && !ok) totals.failed += 1;
    return ok;
  },
];

for (const step of steps) {
  if (!(await step())) finish(false);
}
finish(true);
