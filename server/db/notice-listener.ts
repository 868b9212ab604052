import pg from 'pg';

/** What a notice listener reports: each payload, a lost connection, and a (re)established one. */
export interface NoticeEvents {
  onPayload(payload: string): void;
  /** The connection is gone; notices may be missed until onUp. */
  onDown(reason: string): void;
  /** Listening (again); `seq` is the notice sequence's value read right after LISTEN. */
  onUp(seq: number): void;
}

/** Stops listening for good. */
export type StopListening = () => Promise<void>;

const RETRY_MIN_MS = 250;
const RETRY_MAX_MS = 5_000;
/** A connection that stopped answering (a frozen server, a cut without FIN) is noticed within about this long. */
const HEARTBEAT_EVERY_MS = 5_000;
const HEARTBEAT_TIMEOUT_MS = 3_000;

/** How the listener's connection shows in pg_stat_activity (operators, and the test that cuts it). */
export const LISTENER_APPLICATION_NAME = 'shortdrama-change-listener';

const seqQuery = (seqName: string) => `select case when is_called then last_value else 0 end as seq from ${seqName}`;

/**
 * LISTENs on `channel` over a connection of its own (a pooled one would go back to the pool and stop listening),
 * reconnecting with backoff whenever it is lost, and checking with a heartbeat that it still answers.
 */
export async function listenOnPostgres(url: string, channel: string, seqName: string, events: NoticeEvents): Promise<StopListening> {
  let current: pg.Client | undefined;
  let stopped = false;
  let retryMs = RETRY_MIN_MS;
  let retryTimer: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;

  const lose = (client: pg.Client, reason: string) => {
    if (current !== client) return;
    current = undefined;
    clearInterval(heartbeat);
    client.removeAllListeners('notification');
    client.end().catch(() => {});
    if (stopped) return;
    events.onDown(reason);
    retryTimer = setTimeout(connect, retryMs);
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  };

  const connect = async (): Promise<void> => {
    const client = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: HEARTBEAT_TIMEOUT_MS,
      keepAlive: true,
      application_name: LISTENER_APPLICATION_NAME,
    });
    client.on('error', (error) => lose(client, error.message));
    client.on('end', () => lose(client, 'connection ended'));
    client.on('notification', (message) => {
      if (message.channel === channel && message.payload) events.onPayload(message.payload);
    });
    current = client;
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
      const { rows } = await client.query<{ seq: string }>(seqQuery(seqName));
      if (current !== client) return;
      retryMs = RETRY_MIN_MS;
      heartbeat = setInterval(() => {
        const timer = setTimeout(() => lose(client, 'heartbeat timed out'), HEARTBEAT_TIMEOUT_MS);
        client.query('select 1').then(
          () => clearTimeout(timer),
          (error: Error) => (clearTimeout(timer), lose(client, error.message)),
        );
      }, HEARTBEAT_EVERY_MS);
      heartbeat.unref();
      events.onUp(Number(rows[0]?.seq ?? 0));
    } catch (error) {
      lose(client, (error as Error).message);
    }
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retryTimer);
    const client = current;
    current = undefined;
    clearInterval(heartbeat);
    await client?.end().catch(() => {});
  };
}

/** The embedded database's LISTEN: one process, one connection that cannot be lost. */
export async function listenOnPglite(
  client: { listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>; query<T>(text: string): Promise<{ rows: T[] }> },
  channel: string,
  seqName: string,
  events: NoticeEvents,
): Promise<StopListening> {
  const unlisten = await client.listen(channel, (payload) => events.onPayload(payload));
  const { rows } = await client.query<{ seq: string | number }>(seqQuery(seqName));
  events.onUp(Number(rows[0]?.seq ?? 0));
  return () => unlisten();
}
