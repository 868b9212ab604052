import { describe, expect, it } from 'vitest';
import {
  initialCountdown as idle,
  sendFailed,
  sendSucceeded,
  snapshot,
  start,
  tick,
  type CountdownSnapshot,
  type CountdownState,
} from './resend-countdown.machine';

const sending: CountdownState = { phase: 'sending' };
const counting = (until: number, failed = false): CountdownState => ({ phase: 'counting', until, sendFailed: failed });
type View = Omit<CountdownSnapshot, 'state'>;
const linkShown: View = { secondsLeft: 0, canResend: true, showSending: false, showHaveSent: false, showRetryIn: false };
const sendingView: View = { secondsLeft: 0, canResend: false, showSending: true, showHaveSent: false, showRetryIn: false };
const countingView = (secondsLeft: number): View => ({ secondsLeft, canResend: false, showSending: false, showHaveSent: true, showRetryIn: false });
// After a failed send the countdown runs too, but never says a code was sent (issue 29).
const retryView = (secondsLeft: number): View => ({ secondsLeft, canResend: false, showSending: false, showHaveSent: false, showRetryIn: true });

type Step = (state: CountdownState, now: number) => CountdownSnapshot;

const cases: Array<[string, Step, CountdownState, number, CountdownState, View]> = [
  ['start from idle shows sending', start, idle, 1_000, sending, sendingView],
  ['start while sending is ignored', start, sending, 1_000, sending, sendingView],
  ['start while counting is ignored', start, counting(31_000), 2_000, counting(31_000), countingView(29)],
  ['start after the countdown expired sends again', start, counting(31_000), 31_000, sending, sendingView],
  ['success counts 30 s from now', sendSucceeded, sending, 1_000, counting(31_000), countingView(30)],
  ['failure still counts 30 s, as try again in, not have sent', sendFailed, sending, 1_000, counting(31_000, true), retryView(30)],
  ['tick after a failure keeps try again in', tick, counting(31_000, true), 11_000, counting(31_000, true), retryView(20)],
  ['success while idle is ignored', sendSucceeded, idle, 1_000, idle, linkShown],
  ['failure while idle is ignored', sendFailed, idle, 1_000, idle, linkShown],
  ['a late success during a countdown keeps the deadline', sendSucceeded, counting(31_000), 5_000, counting(31_000), countingView(26)],
  ['tick in the first millisecond rounds up to 30', tick, counting(31_000), 1_001, counting(31_000), countingView(30)],
  ['tick at 29.5 s left shows 30', tick, counting(31_000), 1_500, counting(31_000), countingView(30)],
  ['tick at exactly 29 s left shows 29', tick, counting(31_000), 2_000, counting(31_000), countingView(29)],
  ['tick 1 ms before the deadline shows 1', tick, counting(31_000), 30_999, counting(31_000), countingView(1)],
  ['tick at the deadline shows the link', tick, counting(31_000), 31_000, idle, linkShown],
  ['tick long after the deadline shows the link', tick, counting(31_000, true), 500_000, idle, linkShown],
  ['tick with a clock that went backwards caps at 30', tick, counting(31_000), -10_000, counting(31_000), countingView(30)],
  ['tick while idle keeps idle', tick, idle, 9, idle, linkShown],
  ['tick while sending keeps sending', tick, sending, 60_000, sending, sendingView],
];

describe('resend countdown machine', () => {
  it.each(cases)('%s', (_name, step, state, now, expectedState, expectedView) => {
    const { state: next, ...view } = step(state, now);
    expect(next).toEqual(expectedState);
    expect(view).toEqual(expectedView);
  });

  it('runs a whole cycle: send, fail, count down, resend', () => {
    let s = start(idle, 0).state;
    s = sendFailed(s, 200).state;
    expect(snapshot(s, 10_200)).toMatchObject({ secondsLeft: 20, showHaveSent: false, showRetryIn: true, canResend: false });
    expect(snapshot(s, 30_200).canResend).toBe(true);
    expect(start(s, 30_200).showSending).toBe(true);
  });
});
