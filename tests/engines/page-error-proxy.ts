import { createServer, request as httpRequest, Agent, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

/*
 * Every engine reports the page errors it saw, the same way: classic WebDriver (WebKit's) has no events for console
 * messages or uncaught exceptions, so the browsers reach the site through this small proxy, which adds one script at
 * the top of each HTML page's head (with the page's CSP nonce, so the page's own policy allows it and nothing else
 * changes). The script reports uncaught exceptions, unhandled rejections, `console.error` and hydration warnings to
 * the proxy with `navigator.sendBeacon`, which outlives the page's navigations. Everything else passes through byte
 * for byte, headers included (media Range requests and answers untouched). Server errors (5xx) and missing code or
 * media files (404 under /assets/ or /media/) count as page errors too.
 */

export const REPORT_PATH = '/__engine-journeys/page-error';

/** Runs in the page before anything else. Plain ES2017 so every engine parses it. */
const COLLECTOR = `(function(){
  var seen = {};
  function text(args){ return Array.prototype.map.call(args, function(a){
    if (a instanceof Error) return (a.stack && a.stack.indexOf(a.message) >= 0 ? a.stack : a.name + ': ' + a.message + '\\n' + (a.stack || ''));
    if (typeof a === 'object') { try { return JSON.stringify(a); } catch (e) { return String(a); } }
    return String(a);
  }).join(' '); }
  function report(kind, message){
    var line = kind + ': ' + String(message).slice(0, 1500);
    if (seen[line]) return; seen[line] = true;
    try { navigator.sendBeacon(${JSON.stringify(REPORT_PATH)}, JSON.stringify({ line: line, url: location.href })); } catch (e) {}
  }
  window.addEventListener('error', function(event){
    if (event.target && event.target !== window) return;
    report('uncaught exception', (event.error && event.error.stack) ? event.error.name + ': ' + event.error.message + '\\n' + event.error.stack : event.message);
  }, true);
  window.addEventListener('unhandledrejection', function(event){
    var r = event.reason; report('unhandled rejection', r && (r.stack || r.message) ? (r.name + ': ' + r.message + '\\n' + (r.stack || '')) : String(r));
  });
  var error = console.error, warn = console.warn;
  console.error = function(){ report('console.error', text(arguments)); return error.apply(console, arguments); };
  console.warn = function(){ var m = text(arguments); if (/hydrat/i.test(m)) report('hydration', m); return warn.apply(console, arguments); };
})();`;

/** A media file's request and the site's answer, as the browser's media stack exchanged them. */
export interface MediaExchange {
  readonly path: string;
  readonly range: string | null;
  readonly status: number;
  readonly contentRange: string | null;
}

export interface PageErrorProxy {
  readonly origin: string;
  /**
   * The next `count` requests whose path (query apart) matches `path` are dropped, their connection closed with no
   * answer, as a connection lost on a phone's network; answers how many were dropped so far. The last call wins.
   */
  drop(path: RegExp, count: number): () => number;
  /** The /media/ requests since the last `take`, emptied by it. */
  media(): readonly MediaExchange[];
  /** The errors reported since the last `take`, emptied by it. */
  take(): string[];
  stop(): Promise<void>;
}

/** Starts the proxy on 127.0.0.1:`port` in front of the site at `target` (an origin). */
export async function startPageErrorProxy(target: string, port: number): Promise<PageErrorProxy> {
  const site = new URL(target);
  // A connection per request: a kept-alive socket the server has just closed fails the request it is reused for.
  const agent = new Agent({ keepAlive: false });
  let errors: string[] = [];
  let media: MediaExchange[] = [];
  const NOT_DROPPING = { path: /$^/, left: 0, dropped: 0 };
  let dropping = NOT_DROPPING;

  const reportError = (request: IncomingMessage, response: ServerResponse) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      try {
        const { line, url } = JSON.parse(body) as { line: string; url: string };
        errors.push(`${line} (at ${new URL(url).pathname}${new URL(url).search})`);
      } catch {
        errors.push(`unreadable page error report: ${body.slice(0, 200)}`);
      }
      response.writeHead(204).end();
    });
  };

  const server: Server = createServer((incoming, outgoing) => {
    if (incoming.url === REPORT_PATH && incoming.method === 'POST') return reportError(incoming, outgoing);
    if (dropping.left > 0 && dropping.path.test((incoming.url ?? '').split('?')[0]!)) {
      dropping.left -= 1;
      dropping.dropped += 1;
      incoming.socket.destroy();
      return;
    }
    const headers = { ...incoming.headers };
    // A page is rewritten, so it is asked for uncompressed; nothing else is.
    const wantsPage = incoming.method === 'GET' && /text\/html/.test(String(headers.accept ?? ''));
    if (wantsPage) delete headers['accept-encoding'];
    const upstream = httpRequest({ host: site.hostname, port: site.port, method: incoming.method, path: incoming.url, headers, agent }, (answer) => {
      const path = (incoming.url ?? '').split('?')[0]!;
      const status = answer.statusCode ?? 0;
      if (status >= 500 || (status === 404 && /^\/(assets|media)\//.test(path))) errors.push(`HTTP ${status}: ${incoming.method} ${incoming.url}`);
      if (path.startsWith('/media/')) {
        media.push({ path, range: incoming.headers.range ?? null, status, contentRange: (answer.headers['content-range'] as string | undefined) ?? null });
      }
      const isPage = incoming.method === 'GET' && /^text\/html/.test(String(answer.headers['content-type'] ?? '')) && !answer.headers['content-encoding'];
      if (!isPage) {
        outgoing.writeHead(status, answer.rawHeaders as unknown as string[]);
        answer.pipe(outgoing);
        return;
      }
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        const html = Buffer.concat(chunks).toString('utf8');
        const nonce = /'nonce-([^']+)'/.exec(String(answer.headers['content-security-policy'] ?? ''))?.[1];
        const tag = `<script${nonce ? ` nonce="${nonce}"` : ''}>${COLLECTOR}</script>`;
        const rewritten = /<head[^>]*>/i.test(html) ? html.replace(/<head[^>]*>/i, (head) => head + tag) : html;
        const out = Buffer.from(rewritten, 'utf8');
        const raw: string[] = [];
        for (let index = 0; index < answer.rawHeaders.length; index += 2) {
          if (/^content-length$/i.test(answer.rawHeaders[index]!)) continue;
          raw.push(answer.rawHeaders[index]!, answer.rawHeaders[index + 1]!);
        }
        raw.push('Content-Length', String(out.length));
        outgoing.writeHead(status, raw as unknown as string[]);
        outgoing.end(out);
      });
    });
    upstream.on('error', (error) => {
      errors.push(`proxy: ${incoming.method} ${incoming.url}: ${error.message}`);
      if (!outgoing.headersSent) outgoing.writeHead(502);
      outgoing.end();
    });
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    take() {
      const taken = errors;
      errors = [];
      media = [];
      dropping = NOT_DROPPING;
      return taken;
    },
    media: () => media,
    drop(path, count) {
      const current = { path, left: count, dropped: 0 };
      dropping = current;
      return () => current.dropped;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
