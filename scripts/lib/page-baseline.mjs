// The page baselines of `bench:api`: each page target's answer fetched once from the real server (with the same
// request headers as its autocannon run) and written out for lib/bare-server.mjs --pages, bytes and headers as they
// came (gzip stays gzip: node's http.get does not decode). The headers that belong to one connection or one moment
// (Date, Connection, Keep-Alive, Transfer-Encoding) are left to node:http, as for any answer.
import { get } from 'node:http';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PER_CONNECTION = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

function fetchRaw(url, headers) {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    }).on('error', reject);
  });
}

/**
 * Writes `<name>.body` and `<name>.headers.json` for each `[name, url, requestHeaders]` into a new directory;
 * resolves to that directory and the size of each answer.
 */
export async function writePageBaselines(pages) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-page-baseline-'));
  const sizes = {};
  for (const [name, url, headers] of pages) {
    const res = await fetchRaw(url, headers);
    if (res.status !== 200) throw new Error(`page baseline ${name}: ${url} answered ${res.status}`);
    const kept = Object.fromEntries(Object.entries(res.headers).filter(([key]) => !PER_CONNECTION.has(key)));
    writeFileSync(join(dir, `${name}.body`), res.body);
    writeFileSync(join(dir, `${name}.headers.json`), JSON.stringify(kept));
    sizes[name] = { bytes: res.body.length, headerBytes: Object.entries(kept).reduce((n, [k, v]) => n + k.length + String(v).length + 4, 0) };
  }
  return { dir, sizes };
}
