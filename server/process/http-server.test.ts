import type { Server } from 'node:http';
import { connect, type Socket } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import { applyHttpLimits, httpServerOptions, type ConnectionTracker, type HttpLimits } from './http-server';

const SHORT: HttpLimits = { requestTimeoutMs: 1_000, headersTimeoutMs: 300, keepAliveTimeoutMs: 200, idleTimeoutMs: 600, maxConnections: 100 };

let server: Server | undefined;
let waiting: Array<() => void> = [];
const release = () => {
  for (const answer of waiting) answer();
  waiting = [];
};
afterEach(async () => {
  release();
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
});

/** The real server set-up of main.ts (hono's serve with the options, then the limits) on a tiny app. */
async function start(limits: HttpLimits): Promise<{ port: number; connections: ConnectionTracker }> {
  const app = new Hono();
  app.get('/', (c) => c.text('page'));
  app.get('/big', (c) => c.body(new Uint8Array(32 * 1024 * 1024)));
  app.get('/slow', () => new Promise<Response>((resolve) => waiting.push(() => resolve(new Response('done')))));
  const listening = new Promise<number>((resolve) => {
    server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0, serverOptions: httpServerOptions(limits) }, (info) => resolve(info.port)) as Server;
  });
  const connections = applyHttpLimits(server!, limits);
  return { port: await listening, connections };
}

/** A raw connection whose closing (by the server) the test can wait for. */
function open(port: number, send?: string): { socket: Socket; received: () => string; closed: Promise<number> } {
  const opened = performance.now();
  const socket = connect(port, '127.0.0.1', () => send && socket.write(send));
  let data = '';
  socket.on('data', (d) => (data += d));
  const closed = new Promise<number>((resolve) => socket.once('close', () => resolve(performance.now() - opened)));
  socket.on('error', () => {});
  return { socket, received: () => data, closed };
}

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((r) => setTimeout(r, 20));
}

describe('HTTP limits', () => {
  it('closes a socket that never sends a byte once the headers timeout has passed', async () => {
    const { port } = await start(SHORT);
    const silent = open(port);
    expect(await silent.closed).toBeGreaterThanOrEqual(SHORT.headersTimeoutMs - 20);
  });

  it('answers 408 and closes a request whose headers never finish', async () => {
    const { port } = await start(SHORT);
    const partial = open(port, 'GET / HTTP/1.1\r\nHost: x\r\n');
    await partial.closed;
    expect(partial.received()).toMatch(/^HTTP\/1\.1 408/);
  });

  it('closes a kept-alive connection after its keep-alive timeout (node adds up to a second of grace)', async () => {
    const { port } = await start({ ...SHORT, keepAliveTimeoutMs: 2_000, headersTimeoutMs: 5_000, requestTimeoutMs: 5_000 });
    const client = open(port, 'GET / HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(await client.closed).toBeGreaterThanOrEqual(2_000 - 20);
    expect(client.received()).toMatch(/^HTTP\/1\.1 200[\s\S]*Keep-Alive: timeout=2\r\n[\s\S]*page$/);
  });

  it('destroys a socket whose reader stopped reading, after the idle timeout', async () => {
    const { port, connections } = await start(SHORT);
    const stalled = open(port, 'GET /big HTTP/1.1\r\nHost: x\r\n\r\n');
    await until(() => stalled.received().length > 0);
    stalled.socket.pause();
    await until(() => connections.open === 0);
  });

  it('closes a silent new connection after the idle timeout when the headers timeout is longer', async () => {
    const { port, connections } = await start({ ...SHORT, headersTimeoutMs: 60_000, requestTimeoutMs: 60_000 });
    const silent = open(port);
    expect(await silent.closed).toBeGreaterThanOrEqual(SHORT.idleTimeoutMs - 20);
    await until(() => connections.open === 0);
  });

  it('destroys a connection whose request is in flight with no byte either way for the idle timeout', async () => {
    const { port, connections } = await start({ ...SHORT, headersTimeoutMs: 60_000, requestTimeoutMs: 60_000 });
    const waitingForAnswer = open(port, 'GET /slow HTTP/1.1\r\nHost: x\r\n\r\n');
    await until(() => connections.inFlight === 1);
    expect(await waitingForAnswer.closed).toBeGreaterThanOrEqual(SHORT.idleTimeoutMs - 20);
    expect(waitingForAnswer.received()).toBe('');
  });

  it('counts requests in flight through the one request listener of the app (the app still answers)', async () => {
    const { port, connections } = await start({ ...SHORT, requestTimeoutMs: 60_000, headersTimeoutMs: 60_000, idleTimeoutMs: 60_000 });
    expect(server!.listenerCount('request')).toBe(1);
    const slow = open(port, 'GET /slow HTTP/1.1\r\nHost: x\r\n\r\n');
    await until(() => connections.inFlight === 1);
    const res = await fetch(`http://127.0.0.1:${port}/`);
    expect(await res.text()).toBe('page');
    release();
    await until(() => slow.received().endsWith('done'));
    await until(() => connections.inFlight === 0);
    slow.socket.destroy();
  });

  it('at the cap, closes the oldest silent connection so a new visitor still gets the page', async () => {
    const { port, connections } = await start({ ...SHORT, headersTimeoutMs: 60_000, requestTimeoutMs: 60_000, idleTimeoutMs: 60_000, maxConnections: 4 });
    const silent = Array.from({ length: 4 }, () => open(port));
    await until(() => connections.open === 4);
    const res = await fetch(`http://127.0.0.1:${port}/`);
    expect(await res.text()).toBe('page');
    await silent[0]!.closed;
    expect(connections.open).toBeLessThanOrEqual(4);
    for (const s of silent) s.socket.destroy();
  });

  it('at the cap with every connection busy answering, closes the newcomer and finishes the others', async () => {
    const { port, connections } = await start({ ...SHORT, requestTimeoutMs: 60_000, headersTimeoutMs: 60_000, idleTimeoutMs: 60_000, maxConnections: 2 });
    const busy = [open(port, 'GET /slow HTTP/1.1\r\nHost: x\r\n\r\n'), open(port, 'GET /slow HTTP/1.1\r\nHost: x\r\n\r\n')];
    await until(() => connections.inFlight === 2);
    const newcomer = open(port, 'GET / HTTP/1.1\r\nHost: x\r\n\r\n');
    await newcomer.closed;
    expect(newcomer.received()).toBe('');
    release();
    for (const b of busy) await until(() => b.received().endsWith('done'));
  });
});
