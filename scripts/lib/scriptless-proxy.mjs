// The baseline of `bench:web`: the site's own pages without their JavaScript. A node:http proxy in front of the site
// passes every request on as it is, except a page (an answer of type text/html): that one it asks for uncompressed,
// drops its scripts (every <script> but the JSON data blocks, which script nothing) and sends gzipped, as the site
// sends pages. So Lighthouse meets the same HTML, stylesheet, posters and network on the same host, and what the
// site's Total Blocking Time has beyond this page's is the app's (its code, its hydration), not the host's.
import { createServer, request } from 'node:http';
import { gzipSync } from 'node:zlib';

const SCRIPT = /<script\b(?![^>]*\btype="application\/json")[^>]*>[\s\S]*?<\/script>/gi;

/** The HTML without its scripts: the JSON data blocks stay (data, not code). */
export const withoutScripts = (html) => html.replace(SCRIPT, '');

/** Headers of one connection or of the body as it came, which the proxy's own answer sets anew. */
const REWRITTEN = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'connection', 'keep-alive']);

/** Starts the proxy in front of `origin` on a free port; resolves to its origin and a stop function. */
export async function startScriptlessProxy(origin) {
  const upstream = new URL(origin);
  const server = createServer((req, res) => {
    const page = /text\/html/.test(req.headers.accept ?? '');
    const headers = { ...req.headers, host: upstream.host, ...(page ? { 'accept-encoding': 'identity' } : {}) };
    const forward = request({ hostname: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers }, (answer) => {
      if (!String(answer.headers['content-type'] ?? '').startsWith('text/html')) {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        return;
      }
      const chunks = [];
      answer.on('data', (chunk) => chunks.push(chunk));
      answer.on('end', () => {
        const body = gzipSync(withoutScripts(Buffer.concat(chunks).toString('utf8')));
        const kept = Object.fromEntries(Object.entries(answer.headers).filter(([key]) => !REWRITTEN.has(key)));
        res.writeHead(answer.statusCode ?? 502, { ...kept, 'content-encoding': 'gzip', 'content-length': body.length }).end(body);
      });
    });
    forward.on('error', () => res.writeHead(502).end());
    req.pipe(forward);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${server.address().port}`,
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}
