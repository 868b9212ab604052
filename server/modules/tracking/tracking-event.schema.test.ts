import * as fc from 'fast-check';
import { getQueryParam } from 'hono/utils/url';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { parseTrackingQuery, TrackingQuery, trackingQueryOf } from './tracking-event.schema';

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

describe('trackingQueryOf', () => {
  const names = Object.keys(TrackingQuery.pipe[0].entries);
  /** getQueryParam's record of `url`, the names TrackingQuery reads only, in an ordinary object. */
  const byHono = (url: string) => {
    const all = (getQueryParam(url) ?? {}) as Record<string, string>;
    return Object.fromEntries(names.filter((name) => name in all).map((name) => [name, all[name]!]));
  };
  const part = fc.oneof(
    fc.constantFrom(
      ...names,
      'constructor',
      '__proto__',
      'e%76',
      'u%75id',
      'p+',
      'x',
      '=',
      '&',
      '?',
      '#',
      '%',
      '%2F',
      '%E0%A4%A',
      '%zz',
      '+',
      'é',
      '%C3%A9',
      '',
    ),
    fc.string({ maxLength: 3 }),
  );

  it("reads from the pixel's URL what getQueryParam reads of TrackingQuery's names, on generated URLs", () => {
    fc.assert(
      fc.property(fc.array(part, { maxLength: 30 }), fc.boolean(), (parts, withQuery) => {
        const url = `/_icon.png${withQuery ? '?' : ''}${parts.join('')}`;
        const read = trackingQueryOf(url);
        expect(read, url).toEqual(byHono(url));
        expect(parseTrackingQuery(read), url).toStrictEqual(parseTrackingQuery(getQueryParam(url) as Record<string, string>));
      }),
      { numRuns: 5_000 },
    );
  });

  it('reads the same as getQueryParam from generated name=value lists, names repeated', () => {
    const pair = fc.tuple(fc.constantFrom(...names, 'e%76', 'x'), fc.option(fc.constantFrom('', 'a', 'b+c', '%2F', '%zz', '7'), { nil: undefined }));
    fc.assert(
      fc.property(fc.array(pair, { maxLength: 16 }), (pairs) => {
        const url = `/_icon.png?${pairs.map(([name, value]) => (value === undefined ? name : `${name}=${value}`)).join('&')}`;
        expect(trackingQueryOf(url), url).toEqual(byHono(url));
      }),
      { numRuns: 3_000 },
    );
  });

  it('keeps the first value of a repeated name, decodes names and values, and stops at #', () => {
    const url = '/_icon.png?e%76=pv&ev=pt&ul=localhost%2Fa+b&p&zz=1&uuid=%E0%A4%A#&sr=x';
    expect(trackingQueryOf(url)).toEqual({ ev: 'pv', ul: 'localhost/a b', p: '', uuid: '%E0%A4%A' });
    expect(trackingQueryOf(url)).toEqual(byHono(url));
    expect(trackingQueryOf('/_icon.png')).toEqual({});
  });
});
