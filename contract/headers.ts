/**
 * Request headers every product request sends (spec section 7). Documented once here; the SPA's HTTP adapter
 * sets them, the server reads them, MSW handlers may inspect them.
 */
export const RequestHeader = {
  /** `Bearer <token>`, the data.uuid of login/register; absent for anonymous visitors. */
  authorization: 'Authorization',
  /** The visitor's locale (`en`, `pt`...): the language of every text in the answer. */
  acceptLanguage: 'Accept-language',
  /** The visitor id (data.uuid of users/create), identifying anonymous visitors for play permission and shares. */
  fingerprint: 'Fingerprint',
  /** The fingerprint id of the sharer whose link brought the visitor (`src_fingerprint` of the landing URL). */
  srcFingerprint: 'SrcFingerprint',
  /** The site host the request comes from, for links the server builds (short links, canonical URLs). */
  domain: 'X-Domain',
} as const;

export type RequestHeaderName = (typeof RequestHeader)[keyof typeof RequestHeader];

/** The SPA gives up on a request after this long (spec section 7). */
export const REQUEST_TIMEOUT_MS = 15_000;

/** Reads a bearer token from an Authorization header value; null when absent or malformed. */
export function bearerToken(header: string | null | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header?.trim() ?? '');
  return match?.[1] ?? null;
}
