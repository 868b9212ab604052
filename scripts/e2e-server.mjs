#!/usr/bin/env node
// The server the end-to-end tests drive: the built SPA on the real server, with a fresh embedded database.
// Every test's browser comes from 127.0.0.1: the suite's sign-ups need more codes than one address's hourly 20.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'e2e-data-'));
const child = spawn('npx', ['tsx', 'server/main.ts'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    NODE_ENV: 'test',
    CODES_PER_ADDRESS_PER_HOUR: process.env.CODES_PER_ADDRESS_PER_HOUR ?? '1000',
    // The whole suite signs in from 127.0.0.1: more than a visitor's 50 sign-in calls in 15 minutes.
    LOGINS_PER_ADDRESS_PER_15_MIN: process.env.LOGINS_PER_ADDRESS_PER_15_MIN ?? '1000',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
