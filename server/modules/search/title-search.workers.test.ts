import { afterAll, describe, expect, it } from 'vitest';
import { buildTitleSearchIndex } from './title-search.builder';
import { TitleSearchWorkers } from './title-search.workers';

const titles = ['Midnight Bride', 'The Billionaire Returns', 'Revenge of the Heiress', 'Love Under the Moon', 'Storm of Storms', 'Queen of the Storm'];
const index = buildTitleSearchIndex(
  titles.flatMap((title, i) => [
    { filmId: i + 1, lang: 'en', title },
    { filmId: i + 1, lang: 'de', title: `${title} (Staffel ${i + 1})` },
  ]),
  new Map(titles.map((_, i) => [i + 1, i % 3])),
);
const queries = ['bride', 'billionare', 'storm', 'queen storm', 'heiress revenge', 'lov', 'staffel', 'nothing like it'];
const pools: TitleSearchWorkers[] = [];
afterAll(() => Promise.all(pools.map((pool) => pool.close())));

async function startPool(count: number): Promise<TitleSearchWorkers> {
  const pool = await TitleSearchWorkers.start(index, count);
  pools.push(pool);
  return pool;
}

describe('TitleSearchWorkers', () => {
  it('answers exactly as the index does, also with many searches in flight at once', async () => {
    const pool = await startPool(2);
    expect(pool.size).toBe(2);
    const expected = queries.map((query) => index.search(query, 'en', 10));
    for (const query of queries) expect(await pool.search(query, 'en', 10)).toEqual(index.search(query, 'en', 10));
    const many = await Promise.all(Array.from({ length: 200 }, (_, i) => pool.search(queries[i % queries.length]!, 'en', 10)));
    many.forEach((matches, i) => expect(matches).toEqual(expected[i % queries.length]));
  }, 30_000);

  it('drops a worker that stops, and with none left searches in this thread', async () => {
    const pool = await startPool(1);
    const lane = (pool as unknown as { lanes: Array<{ worker: { terminate(): Promise<number> } }> }).lanes[0]!;
    await lane.worker.terminate();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(pool.size).toBe(0);
    expect(await pool.search('bride', 'en', 10)).toEqual(index.search('bride', 'en', 10));
  }, 30_000);

  it('answers the searches in flight before it stops, then searches in this thread', async () => {
    const pool = await startPool(2);
    const inFlight = queries.map((query) => pool.search(query, 'de', 5));
    await pool.close();
    expect(await Promise.all(inFlight)).toEqual(queries.map((query) => index.search(query, 'de', 5)));
    expect(pool.size).toBe(0);
    expect(await pool.search('storm', 'de', 5)).toEqual(index.search('storm', 'de', 5));
  }, 30_000);

  it('gives up with every worker stopped when they are not ready in time', async () => {
    await expect(TitleSearchWorkers.start(index, 2, 1)).rejects.toThrow('not ready within 1 ms');
  }, 30_000);
});
