import type { ServerContext } from '../context';
import { NOTICE_CHANNEL, parseNotice } from './change-hub';
import type { DatabaseConnection } from './connect';
import type { StopListening } from './notice-listener';

export const NOTICE_SEQUENCE = 'change_notice_seq';

/** While the listener is down, caches are dropped this often, so nothing is served staler than this meanwhile. */
const DROP_WHILE_DOWN_EVERY_MS = 1_000;

/**
 * Feeds the database's change notices to the server's hub. On every (re)connection the caches are dropped and the
 * title index rebuilt, since notices sent while nobody listened are lost; while the connection is down the caches
 * are dropped every second. Start it before the title index is built, so no change falls between the two.
 */
export async function startChangeListener(ctx: ServerContext, connection: DatabaseConnection): Promise<StopListening> {
  const hub = ctx.parts.changes;
  const logError = (error: unknown) => ctx.logger.error('a cache failed to apply a change notice', { error: String(error) });
  let dropping: NodeJS.Timeout | undefined;
  let everUp = false;
  const stop = await connection.listen(NOTICE_CHANNEL, NOTICE_SEQUENCE, {
    onPayload(payload) {
      const notice = parseNotice(payload);
      if (notice) hub.apply(notice, logError);
      else ctx.logger.warn('ignored a change notice it cannot read', { payload: payload.slice(0, 200) });
    },
    onDown(reason) {
      hub.listening = false;
      ctx.logger.warn('change notices: connection lost, caches are dropped every second until it is back', { reason });
      hub.resync(hub.applied, false, logError);
      clearInterval(dropping);
      dropping = setInterval(() => hub.resync(hub.applied, false, logError), DROP_WHILE_DOWN_EVERY_MS);
      dropping.unref();
    },
    onUp(seq) {
      clearInterval(dropping);
      hub.listening = true;
      // Whatever was sent while nobody listened is lost: start from empty caches and a fresh index.
      hub.resync(seq, true, logError);
      if (everUp) ctx.logger.info('change notices: listening again');
      everUp = true;
    },
  });
  return async () => {
    clearInterval(dropping);
    hub.listening = false;
    await stop();
  };
}
