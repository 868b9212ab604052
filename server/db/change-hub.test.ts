import { describe, expect, it } from 'vitest';
import { ChangeHub, parseNotice } from './change-hub';

describe('change notices', () => {
  it('reads what the trigger sends and nothing else', () => {
    expect(parseNotice('12 film 3,4')).toEqual({ seq: 12, topic: 'film', ids: [3, 4] });
    expect(parseNotice('13 hot *')).toEqual({ seq: 13, topic: 'hot', ids: 'all' });
    for (const bad of ['', 'x film 1', '1 films 1', '1 film', '1 film 1,', '1 film 1 2', '1 film -1', '1 titles 1;drop']) {
      expect(parseNotice(bad)).toBeUndefined();
    }
  });

  it('hands a notice to its topic only, and one failing subscriber does not stop the others', () => {
    const hub = new ChangeHub();
    const seen: string[] = [];
    const errors: unknown[] = [];
    hub.on('film', () => {
      throw new Error('boom');
    });
    hub.on('film', (ids) => seen.push(`film ${String(ids)}`));
    hub.on('hot', () => seen.push('hot'));
    hub.apply({ seq: 1, topic: 'film', ids: [7] }, (e) => errors.push(e));
    expect(seen).toEqual(['film 7']);
    expect(errors).toHaveLength(1);
    expect(hub.applied).toBe(1);
  });

  it("lets a member's request wait until the notices up to its write are applied", async () => {
    const hub = new ChangeHub();
    hub.listening = true;
    let done = false;
    const waiting = hub.caughtUp(3, 60_000).then(() => (done = true));
    hub.apply({ seq: 2, topic: 'hot', ids: 'all' });
    await Promise.resolve();
    expect(done).toBe(false);
    hub.apply({ seq: 3, topic: 'hot', ids: 'all' });
    await waiting;
    expect(done).toBe(true);
  });

  it('counts a number that never arrives (a rolled-back write) as applied after the timeout', async () => {
    const hub = new ChangeHub();
    hub.listening = true;
    await hub.caughtUp(9, 20);
    expect(hub.applied).toBe(9);
    // Without a listener nothing is waited for.
    const idle = new ChangeHub();
    await idle.caughtUp(100, 60_000);
    expect(idle.applied).toBe(0);
  });

  it('a resync drops everything and asks for the full work only when the listener is back', () => {
    const hub = new ChangeHub();
    const calls: boolean[] = [];
    hub.onResync((full) => calls.push(full));
    hub.resync(5, false);
    hub.resync(6, true);
    expect(calls).toEqual([false, true]);
    expect(hub.applied).toBe(6);
  });
});
