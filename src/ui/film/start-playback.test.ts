import { describe, expect, it } from 'vitest';
import { startPlayback } from './start-playback';

const refusal = (name: string) => Object.assign(new Error(name), { name });

/** A media element whose play() answers by the rule given (called with the element's muted state at each call). */
function fakeVideo(answer: (muted: boolean) => Error | null, muted = false) {
  const calls: boolean[] = [];
  const video = {
    muted,
    play() {
      calls.push(this.muted);
      const error = answer(this.muted);
      return error ? Promise.reject(error) : Promise.resolve();
    },
  };
  return { video: video as unknown as HTMLMediaElement & { muted: boolean }, calls };
}

describe('startPlayback', () => {
  it.each([
    ['sound allowed: plays with sound', () => null, false, 'playing', false, [false]],
    ['sound refused (NotAllowedError): plays muted', (muted: boolean) => (muted ? null : refusal('NotAllowedError')), false, 'muted', true, [false, true]],
    ['even muted refused: not playing, sound setting left as it was', () => refusal('NotAllowedError'), false, 'refused', false, [false, true]],
    ['another failure (a broken file) is no reason to mute', () => refusal('NotSupportedError'), false, 'refused', false, [false]],
    ['interrupted by a pause (AbortError): not muted', () => refusal('AbortError'), false, 'refused', false, [false]],
    ['already muted by the visitor and refused: nothing else to try', () => refusal('NotAllowedError'), true, 'refused', true, [true]],
  ] as const)('%s', async (_name, answer, mutedBefore, outcome, mutedAfter, calls) => {
    const fake = fakeVideo(answer, mutedBefore);
    expect(await startPlayback(fake.video)).toBe(outcome);
    expect(fake.video.muted).toBe(mutedAfter);
    expect(fake.calls).toEqual(calls);
  });
});
