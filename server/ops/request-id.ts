import { randomUUID } from 'node:crypto';

/** What a proxy's or client's X-Request-Id may look like to be kept: short, no spaces, no characters that break a log. */
const WELL_FORMED = /^[A-Za-z0-9._:-]{8,128}$/;

/** The request's id: the caller's X-Request-Id when well-formed (a proxy's id joins the logs up), else a new uuid. */
export function requestIdOf(header: string | string[] | undefined): string {
  return typeof header === 'string' && WELL_FORMED.test(header) ? header : randomUUID();
}
