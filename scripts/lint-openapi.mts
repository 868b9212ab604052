// `npm run lint:openapi`: writes the OpenAPI document the server serves at /api/openapi.json (built from the
// contract) to a temporary file and runs Redocly's linter on it with redocly.yaml (the recommended rules, every
// warning an error). Exits non-zero on any problem. No telemetry and no update check: the machine may be offline.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildOpenApiDocument } from '../contract/openapi.ts';

const dir = mkdtempSync(join(tmpdir(), 'openapi-lint-'));
try {
  const file = join(dir, 'openapi.json');
  writeFileSync(file, `${JSON.stringify(buildOpenApiDocument(), null, 2)}\n`);
  const lint = spawnSync('npx', ['redocly', 'lint', file, '--config', 'redocly.yaml', '--format', 'stylish', '--max-problems', '1000'], {
    stdio: 'inherit',
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', REDOCLY_SUPPRESS_NOTIFICATIONS: 'true' },
  });
  process.exitCode = lint.status ?? 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
