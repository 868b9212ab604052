import * as fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { parseTrackingQuery, TrackingQuery } from './tracking-event.schema';

/** What the schema makes of `query`: its output, or undefined when it fails. */
const bySchema = (query: Record<string, string>) => {
  const parsed = v.safeParse(TrackingQuery, query);
  return parsed.success ? parsed.output : undefined;
};

/** A record as hono's getQueryParam makes it (no prototype), the same entries. */
const asQuery = (entries: Record<string, string>) => Object.assign(Object.create(null) as Record<string, string>, entries);

const digits = (min: number, max: number) => fc.stringMatching(new RegExp(`^[0-9]{${min},${max}}$`));
const uuid = fc.uuid().chain((id) => fc.constantFrom(id, id.toUpperCase(), id.slice(1), `${id} `));
const sized = (max: number) => fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom('x'.repeat(max), 'x'.repeat(max + 1), 'é'.repeat(max), ''));
const value = {
  ev: fc.oneof(fc.constantFrom('pv', 'pt', 'fi', 'fw', 'fe', 'PV', '', 'pv '), fc.string({ maxLength: 3 })),
  ul: sized(2048),
  ht: sized(255),
  p: sized(255),
  ts: fc.oneof(digits(8, 16), fc.constantFrom('１２３４５６７８９０', '1767225600000x', ''), fc.string({ maxLength: 4 })),
  rl: sized(2048),
  sr: sized(64),
  u: fc.oneof(uuid, fc.string({ maxLength: 6 })),
  uuid: fc.oneof(uuid, fc.string({ maxLength: 6 })),
  secs: fc.oneof(digits(0, 7), fc.constantFrom('86400', '86401', '000000', '999999', '1e3', ' 1'), fc.string({ maxLength: 3 })),
  f: fc.oneof(digits(0, 10), fc.constantFrom('0', '01', '1', '999999999', '1000000000', '-1', '1.0'), fc.string({ maxLength: 3 })),
  other: fc.string({ maxLength: 4 }),
};

describe('parseTrackingQuery', () => {
  it('gives what v.safeParse(TrackingQuery) gives, output included, on generated queries', () => {
    fc.assert(
      fc.property(fc.record(value, { requiredKeys: [] }), fc.boolean(), (entries, feedLike) => {
        // Many queries should pass: a real event's keys are there more often than not.
        const query = asQuery(feedLike ? { ev: 'fi', ul: 'localhost/', f: '12', ...entries } : { ev: 'pv', ul: 'localhost/', ...entries });
        expect(parseTrackingQuery(query)).toStrictEqual(bySchema(query));
      }),
      { numRuns: 5_000 },
    );
  });

  it('agrees with the schema on queries such as the app sends, and on each way they fail', () => {
    const visitor = '3f2c9a1e-8b7d-4c6a-9e5f-1a2b3c4d5e6f';
    const queries: Record<string, string>[] = [
      { ev: 'pv', ul: 'localhost/', ht: 'localhost', p: 'home', uuid: visitor },
      { ev: 'pv', ul: 'localhost/de/ranking-page.html', ts: '1767225600000', rl: 'https://www.google.com/', sr: 'google', u: visitor.toUpperCase() },
      { ev: 'pt', ul: 'localhost/', secs: '12' },
      { ev: 'pt', ul: 'localhost/' },
      { ev: 'pt', ul: 'localhost/', secs: '86401' },
      { ev: 'fi', ul: 'localhost/feed', f: '7' },
      { ev: 'fw', ul: 'localhost/feed' },
      { ev: 'pv', ul: '' },
      { ev: 'pv' },
      { ul: 'localhost/' },
      { ev: 'pv', ul: 'localhost/', uuid: '', u: 'tok_abc' },
      { ev: 'pv', ul: 'localhost/', ts: '123' },
      { ev: 'pv', ul: 'localhost/', sr: 'x'.repeat(65) },
    ];
    for (const entries of queries) {
      const query = asQuery(entries);
      expect(parseTrackingQuery(query), JSON.stringify(entries)).toStrictEqual(bySchema(query));
    }
    expect(parseTrackingQuery(asQuery(queries[0]!))).toStrictEqual({ ev: 'pv', ul: 'localhost/', ht: 'localhost', p: 'home', rl: '', sr: '', uuid: visitor });
  });
});
