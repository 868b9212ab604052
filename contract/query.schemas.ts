import * as v from 'valibot';
import { INT32_MAX, WireInteger } from './common.schemas';

/*
 * Query and path values arrive as strings on the wire; callers may pass numbers. These pieces accept both and
 * give numbers after parsing, so the SPA sends `{ film_id: 12 }` and the server reads `12`.
 */

/** A positive integer id in a query string or a path segment. */
export const IdParam = v.pipe(WireInteger, v.transform(Number), v.number(), v.integer(), v.minValue(1), v.maxValue(INT32_MAX));

/** An optional integer bounded to [min, max] with a default. */
export function boundedInt(min: number, max: number, fallback: number) {
  return v.optional(v.pipe(WireInteger, v.transform(Number), v.number(), v.integer(), v.minValue(min), v.maxValue(max)), fallback);
}

/** A picklist that falls back to its first option when absent. */
export function choice<const TOptions extends readonly [string, ...string[]]>(options: TOptions, fallback: TOptions[number]) {
  return v.optional(v.picklist(options), fallback);
}

/** An optional slug filter; an empty value (`category=`, "all") counts as absent rather than invalid. */
export const OptionalSlugFilter = v.optional(
  v.pipe(
    v.string(),
    v.trim(),
    v.regex(/^(?:[a-z0-9]+(?:-[a-z0-9]+)*)?$/),
    v.transform((value) => (value === '' ? undefined : value)),
  ),
);
