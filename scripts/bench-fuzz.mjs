#!/usr/bin/env node
// `npm run bench:fuzz`: the Schemathesis-style checks of server/openapi-fuzz.test.ts with many more cases (FUZZ_RUNS
// per operation and identity, 100 unless set), on PGlite and on a throwaway PostgreSQL, then one table of figures:
// cases, what the document made of them, statuses, and failures by kind. Exits non-zero on any failure.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { startThrowawayPostgres } from './pg-throwaway.mjs';

const runs = process.env.FUZZ_RUNS ?? '100';
const dir = 'test-results';
mkdirSync(dir, { recursive: true });
const KINDS = [
  'server_error',
  'content_type',
  'undocumented_status',
  'response_schema',
  'valid_refused',
  'invalid_accepted',
  'bare_token_accepted',
  'method_not_405',
];

function run(database, env) {
  const report = `${dir}/fuzz-${database}.json`;
  rmSync(report, { force: true });
  console.log(`\n=== ${database}: ${runs} cases per operation and identity ===`);
  spawnSync('npx', ['vitest', 'run', '--project', 'server', 'server/openapi-fuzz.test.ts'], {
    stdio: 'inherit',
    env: { ...process.env, ...env, FUZZ_RUNS: runs, FUZZ_REPORT: report },
  });
  return existsSync(report) ? JSON.parse(readFileSync(report, 'utf8')) : undefined;
}

const results = [['PGlite', run('pglite', { DATABASE_URL: '' })]];
const pg = await startThrowawayPostgres();
if (pg) {
  try {
    results.push(['PostgreSQL', run('postgres', { DATABASE_URL: pg.url })]);
  } finally {
    pg.stop();
  }
} else console.log('\nPostgreSQL: skipped, no PostgreSQL server binaries on this machine');

let failed = 0;
console.log('\n| database | cases | valid / invalid / unclear | 2xx / 4xx / 5xx | 405 cases | seconds | failures by kind |');
console.log('| --- | --- | --- | --- | --- | --- | --- |');
for (const [name, r] of results) {
  if (!r) {
    failed++;
    console.log(`| ${name} | no report: the run broke off | | | | | |`);
    continue;
  }
  const by = (low, high) => Object.entries(r.statuses).reduce((n, [s, c]) => (Number(s) >= low && Number(s) < high ? n + c : n), 0);
  const failures = KINDS.map((k) => `${k} ${r.failures[k] ?? 0}`).join(', ');
  failed += KINDS.reduce((n, k) => n + (r.failures[k] ?? 0), 0);
  console.log(
    `| ${name} | ${r.cases} | ${r.verdicts.valid} / ${r.verdicts.invalid} / ${r.verdicts.unclear} | ${by(200, 300)} / ${by(400, 500)} / ${by(500, 600)} | ${r.methodCases} | ${r.seconds.toFixed(0)} | ${failures} |`,
  );
  for (const example of r.examples ?? []) console.log(`  ${example}`);
}
process.exit(failed ? 1 : 0);
