// The price of the database rate limit on the hot path: the mean time of one limiter hit (the upsert every write
// POST makes) next to one whole cheap write request (POST /api/users/create, which includes a hit), in one process
// on one database, interleaved over 5 rounds so machine load falls on both alike. A figure, not a test:
//   npx tsx scripts/bench-rate-limit.mts [requests per round, default 1000]   (DATABASE_URL for PostgreSQL)
import { createApp } from '../server/app';
import { createTestContext } from '../server/test-context';
import { createRateLimiter } from '../server/http/rate-limiter';
import { send } from '../server/test-request';
const t = await createTestContext();
const app = createApp(t.ctx);
const limiter = createRateLimiter(t.ctx, { name: 'bench', max: 1e9, windowMs: 3_600_000 });
const N = Number(process.argv[2] ?? 1000);
let hitMs = 0,
  reqMs = 0;
for (let round = 0; round < 5; round++) {
  let s = performance.now();
  for (let i = 0; i < N; i++) await limiter.hit(`10.0.${i % 250}.${round}`);
  hitMs += performance.now() - s;
  s = performance.now();
  for (let i = 0; i < N; i++) await send(app, 'POST', '/api/users/create', { json: { x_u_key: 'bench-device-key' }, ip: `10.1.${i % 250}.${round}` });
  reqMs += performance.now() - s;
}
console.log(
  JSON.stringify({ db: process.env.DATABASE_URL ? 'postgres' : 'pglite', hitMs: +(hitMs / (5 * N)).toFixed(3), writeRequestMs: +(reqMs / (5 * N)).toFixed(3) }),
);
await t.close();
process.exit(0);
