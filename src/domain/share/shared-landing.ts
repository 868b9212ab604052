import { parsePath } from '../routing/route-path.parser';

/** A visit brought by a shared link, waiting to be confirmed once the visitor is identified. */
export interface PendingShareVisit {
  readonly filmId: number;
  readonly shareRecordId: number | null;
  /**
   * The sharer's fingerprint id from this visit's link. Kept with the visit (per tab), not taken from the cookie all
   * tabs share, so a second shared link opened in another tab cannot credit this visit to its sharer.
   */
  readonly sharerId: string;
}

const positiveInt = (value: string | null | undefined): number | null => {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const n = Number(value);
  return n > 0 ? n : null;
};

/**
 * The share visit a landing URL carries: a page of a drama (its `filmId` or `_did`) opened with `src_fingerprint`
 * (and `share_record_id` when the link has one). Null for any other landing.
 */
export function sharedLanding(pathname: string, query: URLSearchParams): PendingShareVisit | null {
  const sharerId = query.get('src_fingerprint')?.trim();
  if (!sharerId) return null;
  const parsed = parsePath(pathname);
  if (parsed.notFound) return null;
  const params = parsed.params as Record<string, string | number | undefined>;
  const filmId = positiveInt(String(params.filmId ?? params._did ?? ''));
  return filmId === null ? null : { filmId, shareRecordId: positiveInt(query.get('share_record_id')), sharerId };
}

/** The stored form of a pending visit, read back defensively (it survives reloads in sessionStorage). */
export function parsePendingShareVisit(raw: string | null): PendingShareVisit | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Record<string, unknown>;
    const filmId = positiveInt(String(value.filmId));
    const sharerId = typeof value.sharerId === 'string' ? value.sharerId.trim() : '';
    if (filmId === null || !sharerId) return null;
    return { filmId, shareRecordId: value.shareRecordId === null ? null : positiveInt(String(value.shareRecordId)), sharerId };
  } catch {
    return null;
  }
}
