import * as v from 'valibot';
import { Count, Id } from '../common.schemas';

/** Answer of share/{film_id}: the record to put in the shared link and how far the sharer has come. */
export const ShareRecord = v.object({
  share_record_id: Id,
  film_id: Id,
  visits_so_far: Count,
  visits_needed: Count,
});
export type ShareRecord = v.InferOutput<typeof ShareRecord>;

/**
 * Why a visit did or did not count: `counted`; `unknown_visitor` (no such visitor); `sharer` (the sharer's own
 * visit); `repeat` (counted before for this sharer's drama); `no_pass` (no unspent pass from loading the shared
 * page at this address in the last 30 minutes); `address_cap` (the address brought its daily number of visits).
 */
export const VISIT_VERDICTS = ['counted', 'unknown_visitor', 'sharer', 'repeat', 'no_pass', 'address_cap'] as const;

/** Answer of the visit confirmation: whether this visit counted (a distinct visitor, not the sharer). */
export const ShareVisit = v.object({
  counted: v.boolean(),
  reason: v.picklist(VISIT_VERDICTS),
  visits_so_far: Count,
  visits_needed: Count,
});
export type ShareVisit = v.InferOutput<typeof ShareVisit>;
