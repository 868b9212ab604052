import { describe, expect, it } from 'vitest';
import type { ConnectionHints } from '../catalog/prefetch.policy';
import { NEXT_EPISODE_MEDIA_BUDGET_BYTES, TAP_STARTED_MEDIA_BYTES, TAPPED_EPISODE_MEDIA_BYTES, nextEpisodePrefetchPlan } from './next-episode-prefetch.policy';

const budget = {
  kind: 'ahead',
  mediaBytes: NEXT_EPISODE_MEDIA_BUDGET_BYTES,
  tappedMediaBytes: TAPPED_EPISODE_MEDIA_BYTES,
  tapStartedMediaBytes: TAP_STARTED_MEDIA_BYTES,
};
const none = { kind: 'none' };

describe('nextEpisodePrefetchPlan', () => {
  it.each<[string, ConnectionHints | undefined, object]>([
    ['no Network Information API (Safari, Firefox)', undefined, budget],
    ['an empty report', {}, budget],
    ['4g', { effectiveType: '4g' }, budget],
    ['3g', { effectiveType: '3g' }, budget],
    ['an unknown type', { effectiveType: '5g' }, budget],
    ['Save-Data off on 4g', { saveData: false, effectiveType: '4g' }, budget],
    ['2g', { effectiveType: '2g' }, none],
    ['slow-2g', { effectiveType: 'slow-2g' }, none],
    ['Save-Data on 4g', { saveData: true, effectiveType: '4g' }, none],
    ['Save-Data on, no type', { saveData: true }, none],
    ['Save-Data off on 2g', { saveData: false, effectiveType: '2g' }, none],
  ])('%s', (_name, hints, plan) => {
    expect(nextEpisodePrefetchPlan(hints)).toEqual(plan);
  });

  it("keeps a tapped episode's head well below the next episode's, so it is in before the tap's player asks", () => {
    expect(TAPPED_EPISODE_MEDIA_BYTES).toBeLessThan(NEXT_EPISODE_MEDIA_BUDGET_BYTES / 2);
  });

  it("keeps the head a tapped start waits for at one 32 KB media read block, the index and a clip's first key frame", () => {
    expect(TAP_STARTED_MEDIA_BYTES).toBe(32 * 1024);
    expect(TAP_STARTED_MEDIA_BYTES).toBeLessThan(TAPPED_EPISODE_MEDIA_BYTES);
  });
});
