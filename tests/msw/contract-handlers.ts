import type { HttpHandler } from 'msw';
import { accountHandlers } from './account.handlers';
import { catalog } from './catalog.handlers';
import { content } from './content.handlers';
import { notificationsHandlers } from './notifications.handlers';
import { social } from './social.handlers';
import type { HandlerOptions } from './handler-for';

/**
 * A handler for every call of the contract, answering deterministic fixtures shaped by the request (ids, pages),
 * so a screen test starts from a working fake API and overrides only what it is about:
 * `server.use(handlerFor(calls.filmDetail, () => errorResponse('film.not_found')))`.
 */
export function contractHandlers(options: HandlerOptions = {}): HttpHandler[] {
  return [...catalog(options), ...social(options), ...content(options), ...accountHandlers(options), ...notificationsHandlers(options)];
}
