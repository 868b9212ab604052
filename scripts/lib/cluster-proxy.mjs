// The public port of `npm run cluster`: a round-robin HTTP proxy in front of the server processes, in Node's own
// http module. It appends the client's address to X-Forwarded-For (the servers trust loopback proxies), and a
// backend that refuses the connection (stopped, restarting) is skipped for that request and the next one is tried.
import { Agent, createServer, request } from 'node:http';

/** Starts the proxy on `port` (0: any free one) over `backends` (base URLs); answers its URL and close(). */
export async function startProxy(backends, { port = 0, host = '127.0.0.1' } = {}) {
  const targets = backends.map((url) => new URL(url));
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  let next = 0;

  const forward = (req, res, tries) => {
    const target = targets[next++ % targets.length];
    const forwardedFor = [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ');
    const upstream = request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, agent, headers: { ...req.headers, 'x-forwarded-for': forwardedFor } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        answer.pipe(res);
      },
    );
    upstream.on('error', (error) => {
      // Nothing of the request body was consumed by a refused connection: another backend may take it.
      if (error.code === 'ECONNREFUSED' && tries > 1 && !res.headersSent) return forward(req, res, tries - 1);
      if (!res.headersSent) {
        res.writeHead(502, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ code: 502, message: 'request.upstream_unavailable' }));
      } else res.destroy(error);
    });
    if (tries === targets.length) req.pipe(upstream);
    else upstream.end(); // a retry happens only before the body was read (GET and friends in practice)
  };

  const server = createServer((req, res) => forward(req, res, targets.length));
  await new Promise((resolve) => server.listen(port, host, resolve));
  const { port: bound } = server.address();
  return {
    url: `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${bound}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections?.();
        agent.destroy();
      }),
  };
}

// `node scripts/lib/cluster-proxy.mjs <backend URL>...` (PROXY_PORT, PROXY_HOST): the proxy in a process of its own,
// as a load balancer is, so that it shares no thread with the servers or a bench's load generator.
if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  const proxy = await startProxy(process.argv.slice(2), { port: Number(process.env.PROXY_PORT ?? 0), host: process.env.PROXY_HOST ?? '127.0.0.1' });
  console.log(`proxy listening on ${proxy.url}`);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, async () => {
      await proxy.close();
      process.exit(0);
    });
  }
}
