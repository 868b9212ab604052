import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headersAfterPair } from './node-outgoing';

describe('headersAfterPair', () => {
  const headers = ['Content-Type', 'application/json', 'Content-Length', 2, 'X-Frame-Options', 'DENY'];

  it('puts the pair before the headers, in one list reused from call to call', () => {
    const withPair = headersAfterPair(headers);
    const first = withPair(['X-Request-Id', 'a']);
    expect(first).toEqual(['X-Request-Id', 'a', ...headers]);
    const second = withPair(['X-Request-Id', 'b']);
    expect(second).toBe(first);
    expect(second).toEqual(['X-Request-Id', 'b', ...headers]);
  });

  it('gives a list of its own to anything but one pair, and leaves the headers as they were', () => {
    const withPair = headersAfterPair(headers);
    expect(withPair([])).toEqual(headers);
    expect(withPair(['A', '1', 'B', '2'])).toEqual(['A', '1', 'B', '2', ...headers]);
    expect(headers).toEqual(['Content-Type', 'application/json', 'Content-Length', 2, 'X-Frame-Options', 'DENY']);
  });

  describe('answering through writeHead', () => {
    let server: Server;
    let url: string;
    beforeAll(async () => {
      const withPair = headersAfterPair(headers);
      server = createServer((req, res) => {
        res.writeHead(200, withPair(['X-Request-Id', req.url!.slice(1)]) as string[]);
        res.end('{}');
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('each answer carries its own pair, also when many are answered at once', async () => {
      const ids = Array.from({ length: 200 }, (_, i) => `id-${i}`);
      const answers = await Promise.all(ids.map((id) => fetch(`${url}/${id}`)));
      expect(answers.map((a) => a.headers.get('x-request-id'))).toEqual(ids);
      expect(answers.every((a) => a.headers.get('x-frame-options') === 'DENY' && a.headers.get('content-length') === '2')).toBe(true);
    });
  });
});
