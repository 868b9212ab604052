import { executionAsyncResource } from 'node:async_hooks';
import { describe, expect, it } from 'vitest';
import { keepTickObjectShape } from './tick-shape';

describe('keepTickObjectShape', () => {
  it('keeps the TickObjects of two process.nextTick calls (with and without arguments), once', async () => {
    const kept = keepTickObjectShape();
    expect(kept).toHaveLength(2);
    for (const tick of kept) expect(Object.getOwnPropertySymbols(tick).map(String)).toEqual(expect.arrayContaining(['Symbol(async_id_symbol)']));
    expect((kept[0] as { args?: unknown }).args).toBeUndefined();
    expect((kept[1] as { args?: unknown[] }).args).toEqual([undefined]);
    expect(keepTickObjectShape()).toBe(kept);
    expect(kept).toHaveLength(2);
    // The ticks run as usual afterwards.
    await new Promise<void>((resolve) => process.nextTick(resolve));
  });

  it('leaves no async hook on: a later tick is not handed to it', async () => {
    const kept = keepTickObjectShape();
    const before = kept.length;
    await new Promise<void>((resolve) => process.nextTick(resolve));
    await new Promise<void>((resolve) => setImmediate(resolve));
    expect(kept).toHaveLength(before);
    expect(typeof executionAsyncResource()).toBe('object');
  });
});
