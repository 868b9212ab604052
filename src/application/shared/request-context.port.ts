import type { ServiceIdentifier } from 'inversify';

/**
 * Who is asking, read by the HTTP adapter at the moment of each request, so headers always follow the stores
 * (the composition root binds it lazily to them, which keeps the store -> gateway -> client chain acyclic).
 */
export interface RequestContext {
  /** The bearer token, null when signed out. */
  readonly token: string | null;
  /** The active language code, sent as Accept-language. */
  readonly locale: string;
  /** The visitor's fingerprint id (the visitor uuid), null until created. */
  readonly fingerprintId: string | null;
  /** The fingerprint id of whoever shared the link the visitor arrived by. */
  readonly srcFingerprintId: string | null;
}
export const RequestContext = Symbol.for('RequestContext') as ServiceIdentifier<RequestContext>;
