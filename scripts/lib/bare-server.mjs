// The bench's baseline: a bare node:http server answering a fixed JSON body, run as its own process like the real
// server, so that neither shares an event loop with autocannon. Prints its port on stdout once listening.
import { createServer } from 'node:http';

const body = JSON.stringify({ code: 0, msg: 'ok', data: { id: 1, title: 'A fixed body', episodes: 60 } });
const server = createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
  res.end(body);
});
server.listen(0, '127.0.0.1', () => console.log(`port ${server.address().port}`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
