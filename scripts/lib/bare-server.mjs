// The bench's baselines: a bare node:http server run as its own process like the real server, so that neither
// shares an event loop with autocannon. Prints its port on stdout once listening.
// Without arguments it answers a fixed JSON body. With `--pages <dir>` it answers `/<name>` with the bytes of
// `<dir>/<name>.body` and the headers of `<dir>/<name>.headers.json` (a page as the real server sent it once:
// lib/page-baseline.mjs), so a page's ratio can be read against the same bytes sent by nothing but node:http.
// `--port <n>`: listen there rather than on any free port.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createServer } from 'node:http';

const json = JSON.stringify({ code: 0, msg: 'ok', data: { id: 1, title: 'A fixed body', episodes: 60 } });
const fixed = { body: Buffer.from(json), headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(json) } };

const pagesAt = process.argv.indexOf('--pages');
const pages = new Map();
if (pagesAt > 0) {
  const dir = process.argv[pagesAt + 1];
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.body'))) {
    const name = file.slice(0, -'.body'.length);
    const body = readFileSync(join(dir, file));
    const headers = { ...JSON.parse(readFileSync(join(dir, `${name}.headers.json`), 'utf8')), 'content-length': body.length };
    pages.set(`/${name}`, { body, headers });
  }
}

const server = createServer((req, res) => {
  const answer = pages.size ? pages.get(req.url) : fixed;
  if (!answer) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, answer.headers);
  res.end(answer.body);
});
const portAt = process.argv.indexOf('--port');
server.listen(portAt > 0 ? Number(process.argv[portAt + 1]) : 0, '127.0.0.1', () => console.log(`port ${server.address().port}`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
