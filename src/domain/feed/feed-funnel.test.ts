import { describe, expect, it } from 'vitest';
import { EMPTY_FEED_FUNNEL, episodePlayed, impression, readFeedFunnel, watchStart, type FeedFunnelState } from './feed-funnel';

const after = (...steps: ((s: FeedFunnelState) => { state: FeedFunnelState })[]) => steps.reduce((s, step) => step(s).state, EMPTY_FEED_FUNNEL);

describe('the feed funnel of a session', () => {
  it.each([
    ['a first impression', EMPTY_FEED_FUNNEL, 7, true],
    ['the same drama again', after((s) => impression(s, 7)), 7, false],
    ['another drama', after((s) => impression(s, 7)), 8, true],
  ])('impression: %s', (_, state, filmId, send) => {
    expect(impression(state, filmId).send).toBe(send);
  });

  it.each([
    ['a first tap on Watch', EMPTY_FEED_FUNNEL, 7, 1, true],
    ['a second tap on the same drama', after((s) => watchStart(s, 7, 1)), 7, 3, false],
  ])('watch start: %s', (_, state, filmId, episode, send) => {
    expect(watchStart(state, filmId, episode).send).toBe(send);
  });

  it.each([
    ['episode 2 of a drama started from the feed on episode 1', after((s) => watchStart(s, 7, 1)), 7, 2, true],
    ['episode 1 itself', after((s) => watchStart(s, 7, 1)), 7, 1, false],
    ['a drama started on episode 3 (in progress) reaching 4', after((s) => watchStart(s, 7, 3)), 7, 4, true],
    ['a drama started on episode 3 going back to 2', after((s) => watchStart(s, 7, 3)), 7, 2, false],
    ['a drama never started from the feed', after((s) => watchStart(s, 8, 1)), 7, 2, false],
    [
      'episode 3 after episode 2 was reported',
      after(
        (s) => watchStart(s, 7, 1),
        (s) => episodePlayed(s, 7, 2),
      ),
      7,
      3,
      false,
    ],
  ])('episode played: %s', (_, state, filmId, episode, send) => {
    expect(episodePlayed(state, filmId, episode).send).toBe(send);
  });

  it.each([
    ['nothing', null, EMPTY_FEED_FUNNEL],
    ['not JSON', '{', EMPTY_FEED_FUNNEL],
    ['another shape', '[1,2]', { impressed: [], started: {}, reached: [] }],
    [
      'the state with junk inside',
      JSON.stringify({ impressed: [1, 'x', -2, 3.5], started: { 7: 1, x: 2, 8: 0 }, reached: [7] }),
      { impressed: [1], started: { 7: 1 }, reached: [7] },
    ],
  ])('reads %s from session memory', (_, text, state) => {
    expect(readFeedFunnel(text)).toEqual(state);
  });

  it('remembers a bounded number of dramas', () => {
    let state = EMPTY_FEED_FUNNEL;
    for (let id = 1; id <= 400; id++) state = impression(state, id).state;
    expect(state.impressed).toHaveLength(300);
    expect(impression(state, 400).send).toBe(false);
  });
});
