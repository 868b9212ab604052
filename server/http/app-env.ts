import type { SecureHeadersVariables } from 'hono/secure-headers';

/** Per-request values set by the session middleware and read by route handlers. */
export interface SessionVariables {
  /** The signed-in member, when a valid bearer token was sent. */
  userId?: string;
  /** sha256 of the bearer token that resolved to `userId` (logout revokes it). */
  tokenHash?: string;
  /** The visitor id from the `Fingerprint` header (a uuid returned by /api/users/create). */
  visitorId?: string;
  /** The sharer's visitor id from the `SrcFingerprint` header, when the visitor arrived through a share link. */
  srcVisitorId?: string;
  /** The client's address (server/http/client-ip.ts: the socket's, or X-Forwarded-For behind TRUST_PROXY). */
  clientIp?: string;
  /** The request's id (server/ops/request-observer.ts): in the X-Request-Id answer header and in its log lines. */
  requestId?: string;
  /** Set by the operator guard on /api/admin/... calls (server/modules/admin/operator-guard.ts). */
  operator?: { readonly id: string; readonly email: string };
  /** Set by the page route (server/web/page-answer.ts): its answer is already in its final encoding. */
  pageEncoded?: boolean;
  /**
   * The route label of metrics and the access log when the pattern that answered is not the call's own (the
   * reorder call, registered under `.../episodes/:num`: admin-catalog.routes.ts); else the matched pattern.
   */
  routeLabel?: string;
}

/** The Hono environment every router of the server uses. */
export interface AppEnv {
  Variables: SessionVariables & SecureHeadersVariables;
}
