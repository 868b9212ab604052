import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy in front of a database server that a test can freeze (stop forwarding, the way a SIGSTOPped or
 * unreachable server looks from the client: connections open, nothing answers) and stop (every connection closed,
 * new ones refused), without touching the server that other tests use.
 */
export class TcpProxy {
  private readonly pairs = new Set<{ client: Socket; upstream?: Socket }>();
  private frozen = false;
  private server: Server | null = null;

  private constructor(
    private readonly target: { host: string; port: number },
    public port = 0,
  ) {}

  /** Listens on a free loopback port and forwards to `target`. */
  static async start(target: { host: string; port: number }): Promise<TcpProxy> {
    const proxy = new TcpProxy(target);
    await proxy.listen();
    return proxy;
  }

  /** Stops forwarding in both directions; new connections are accepted and left unanswered. */
  freeze(): void {
    this.frozen = true;
    for (const pair of this.pairs) {
      pair.client.pause();
      pair.upstream?.pause();
    }
  }

  /** Forwards again, including what was held while frozen. */
  thaw(): void {
    this.frozen = false;
    for (const pair of this.pairs) {
      if (!pair.upstream) this.openUpstream(pair);
      pair.client.resume();
      pair.upstream?.resume();
    }
  }

  /** Closes every connection and stops listening: new connections are refused. */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const pair of this.pairs) this.drop(pair);
    if (server) await new Promise((resolve) => server.close(resolve));
  }

  /** Listens again on the same port. */
  async restart(): Promise<void> {
    this.frozen = false;
    await this.listen();
  }

  private listen(): Promise<void> {
    const server = createServer((client) => this.accept(client));
    this.server = server;
    return new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => {
        this.port = (server.address() as { port: number }).port;
        resolve();
      });
    });
  }

  private accept(client: Socket): void {
    const pair: { client: Socket; upstream?: Socket } = { client };
    this.pairs.add(pair);
    client.on('error', () => this.drop(pair));
    client.on('close', () => this.drop(pair));
    if (this.frozen) client.pause();
    else this.openUpstream(pair);
  }

  private openUpstream(pair: { client: Socket; upstream?: Socket }): void {
    const upstream = connect(this.target.port, this.target.host);
    pair.upstream = upstream;
    upstream.on('error', () => this.drop(pair));
    upstream.on('close', () => this.drop(pair));
    upstream.on('data', (chunk) => pair.client.write(chunk));
    pair.client.on('data', (chunk) => upstream.write(chunk));
  }

  private drop(pair: { client: Socket; upstream?: Socket }): void {
    if (!this.pairs.delete(pair)) return;
    pair.client.destroy();
    pair.upstream?.destroy();
  }
}
