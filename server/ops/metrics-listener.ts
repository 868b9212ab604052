import { createServer, type Server } from 'node:http';
import type { ServerContext } from '../context';

/** METRICS_PORT: /metrics alone on a port of its own (bound to METRICS_HOST), for a scraper inside the network. */
export function listenForMetrics(ctx: ServerContext, port: number, host: string): Promise<Server> {
  const { registry } = ctx.parts.metrics;
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
      res.writeHead(404).end();
      return;
    }
    registry.metrics().then(
      (text) => res.writeHead(200, { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' }).end(text),
      () => res.writeHead(500).end(),
    );
  });
  return new Promise((resolve) => server.listen(port, host, () => resolve(server)));
}
