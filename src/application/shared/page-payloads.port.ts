import type { ServiceIdentifier } from 'inversify';

/**
 * A page's first answers in one request (`GET {page}/_payload.json`, contract/preloaded-responses.ts), so moving to
 * a page costs one request for its data instead of several. A payload that fails to load counts as none: the
 * page's calls then go to the network themselves.
 */
export interface PagePayloads {
  /** Fetches the payload of a page the visitor is likely to open, unless a fresh one is there or on its way. */
  prefetch(pagePath: string): void;
  /** The visitor is moving to this page now: its first calls are answered from its payload (fetched if needed). */
  enter(pagePath: string): void;
}
export const PagePayloads = Symbol.for('PagePayloads') as ServiceIdentifier<PagePayloads>;
