import { spawn, spawnSync } from 'node:child_process';
import { describe, expect, it, vi } from 'vitest';
import { consoleLogger } from '../infrastructure';
import { LogSink, type LogStream } from './log-sink';

/** A stream that records each write; `backlog` plays a destination that has stopped taking text. */
function recorder(backlog = 0): LogStream & { writes: string[]; backlog: number } {
  const stream = {
    writes: [] as string[],
    backlog,
    write: (chunk: string) => (stream.writes.push(chunk), true),
    get writableLength() {
      return stream.backlog;
    },
  };
  return stream;
}
const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('the log sink', () => {
  it('writes the lines of one event-loop turn in one write, in order, as JSON lines', async () => {
    const out = recorder();
    const logger = consoleLogger({ json: true, sink: new LogSink({ out, err: recorder() }) });
    for (let i = 0; i < 100; i++) logger.info('request', { n: i });
    expect(out.writes).toEqual([]);
    await turn();
    expect(out.writes).toHaveLength(1);
    const lines = out.writes[0]!.trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as { n: number; level: string });
    expect(lines.map((l) => l.n)).toEqual(Array.from({ length: 100 }, (_, i) => i));
    expect(lines[0]!.level).toBe('info');
  });

  it('with a linger, lets lines of several turns share one write, made within the linger', async () => {
    const out = recorder();
    const sink = new LogSink({ out, err: recorder(), lingerMs: 30 });
    const started = performance.now();
    sink.line('first');
    await turn();
    sink.line('second');
    await turn();
    expect(out.writes).toEqual([]);
    await vi.waitFor(() => expect(out.writes).toEqual(['first\nsecond\n']), { timeout: 2000, interval: 5 });
    expect(performance.now() - started).toBeGreaterThanOrEqual(25);
    // An error still goes out at once, after what was queued before it.
    const err = recorder();
    const urgent = new LogSink({ out, err, lingerMs: 1_000 });
    urgent.line('queued');
    urgent.errorLine('the error');
    expect(out.writes.at(-1)).toBe('queued\n');
    expect(err.writes).toEqual(['the error\n']);
  });

  it('writes early once a batch is large, and an error only after the lines queued before it', () => {
    const order: string[] = [];
    const stream = (name: string): LogStream => ({ write: (chunk) => (order.push(`${name}:${chunk}`), true), writableLength: 0 });
    const sink = new LogSink({ out: stream('out'), err: stream('err'), batchBytes: 100 });
    for (let i = 0; i < 10; i++) sink.line('x'.repeat(30));
    expect(order.length).toBeGreaterThanOrEqual(2);
    sink.line('before the error');
    sink.errorLine('the error');
    expect(order.at(-2)).toMatch(/^out:(x{30}\n)*before the error\n$/);
    expect(order.at(-1)).toBe('err:the error\n');
  });

  it('drops and counts lines while stdout holds too much, then says how many were lost', () => {
    const out = recorder(10_000);
    const sink = new LogSink({ out, err: recorder(), maxBacklogBytes: 1000 });
    sink.line('lost 1');
    sink.line('lost 2');
    expect(sink.dropped).toBe(2);
    out.backlog = 0;
    sink.line('kept');
    sink.flush();
    const written = out.writes.join('');
    expect(written).not.toContain('lost');
    expect(written).toContain('kept');
    expect(written).toMatch(/"message":"log lines dropped while stdout was not keeping up","dropped":2/);
  });

  it('loses no line when the process exits at once, or on an uncaught error', () => {
    for (const [ending, status] of [
      ['process.exit(0)', 0],
      ["throw new Error('boom')", 1],
    ] as const) {
      const script = `
        import { consoleLogger } from './server/infrastructure.ts';
        const logger = consoleLogger({ json: true });
        for (let i = 0; i < 2000; i++) logger.info('line', { i });
        ${ending};`;
      const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8' });
      expect(child.status, ending).toBe(status);
      const lines = child.stdout
        .trimEnd()
        .split('\n')
        .map((line) => (JSON.parse(line) as { i: number }).i);
      expect(lines, ending).toEqual(Array.from({ length: 2000 }, (_, i) => i));
    }
  });

  it('goes on when the reader of stdout has gone away (EPIPE), as console.log did', async () => {
    const script = `
      import { consoleLogger } from './server/infrastructure.ts';
      const logger = consoleLogger({ json: true });
      const end = Date.now() + 1500;
      const tick = () => { for (let i = 0; i < 100; i++) logger.info('line', { i }); if (Date.now() < end) setTimeout(tick, 5); else process.exitCode = 7; };
      tick();`;
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
    child.stdout.once('data', () => child.stdout.destroy());
    const status = await new Promise((resolve) => child.on('exit', resolve));
    expect(status).toBe(7);
  });
});

describe('the access log line', () => {
  it('is the text info("request", fields) writes, redacted the same way, without building it from an object', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(1_700_000_000_123);
    try {
      const lines = [
        { requestId: 'lb-1234abcd', method: 'GET', route: '/api/films/detail/:id', path: '/api/films/detail/1', status: 200, ms: 1.3, ip: '127.0.0.1' },
        { requestId: 'r', method: 'POST', route: '*', path: '/x/Bearer abc.def-ghi', status: 401, ms: 0, ip: undefined },
        { requestId: 'r', method: 'GET', route: '*', path: '/"quoted"\\back\u0001\u2028ünï', status: 404, ms: Number.NaN },
        { requestId: 'r', method: 'GET', route: '*', path: '/q?a=1\n  params: secret', status: 400, ms: 12345.6, ip: '::1' },
      ];
      for (const line of lines) {
        const [viaInfo, viaAccess] = [recorder(), recorder()];
        const sinks = [new LogSink({ out: viaInfo, err: recorder() }), new LogSink({ out: viaAccess, err: recorder() })];
        consoleLogger({ json: true, sink: sinks[0] }).info('request', { ...line });
        consoleLogger({ json: true, sink: sinks[1] }).access!(line);
        for (const sink of sinks) sink.flush();
        expect(viaAccess.writes).toEqual(viaInfo.writes);
        expect(viaAccess.writes.join('')).not.toMatch(/abc\.def|secret/);
      }
    } finally {
      vi.useRealTimers();
    }
  });
});
