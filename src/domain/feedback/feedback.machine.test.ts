import { describe, expect, it } from 'vitest';
import { feedbackReducer, initialFeedback, type FeedbackEffect, type FeedbackEvent, type FeedbackState } from './feedback.machine';

const first: FeedbackState = { ...initialFeedback, showFeedback: true };
const both: FeedbackState = { ...first, showText: true };
const sendingText: FeedbackState = { ...both, pending: 'text' };
const applying: FeedbackState = { ...first, pending: 'apply' };

const cases: Array<[string, FeedbackState, FeedbackEvent, FeedbackState, FeedbackEffect[]]> = [
  ['open shows the first dialog', initialFeedback, { type: 'open' }, first, []],
  ['the first dialog closes', first, { type: 'close' }, initialFeedback, []],
  ['feedback opens the text dialog', first, { type: 'openText' }, both, []],
  ['text dialog cannot open without the first', initialFeedback, { type: 'openText' }, initialFeedback, []],
  ['cancel closes only the text dialog', both, { type: 'cancelText' }, first, []],
  ['empty text does nothing', both, { type: 'submitText', text: '' }, both, []],
  ['blank text does nothing', both, { type: 'submitText', text: ' \n ' }, both, []],
  ['text is sent trimmed', both, { type: 'submitText', text: '  Love it  ' }, sendingText, [{ type: 'sendFeedback', content: 'Love it' }]],
  ['a second submit while sending is ignored', sendingText, { type: 'submitText', text: 'again' }, sendingText, []],
  ['text submit without the text dialog is ignored', first, { type: 'submitText', text: 'x' }, first, []],
  ['text success shows submitSuccess and closes both', sendingText, { type: 'succeeded' }, initialFeedback, [{ type: 'message', key: 'submitSuccess' }]],
  [
    'text failure is only logged and keeps the text dialog',
    sendingText,
    { type: 'failed', reason: 'network' },
    both,
    [{ type: 'log', message: 'feedback failed: network' }],
  ],
  ['apply submits an application', first, { type: 'apply' }, applying, [{ type: 'applyPermission' }]],
  ['apply with the first dialog closed is ignored', initialFeedback, { type: 'apply' }, initialFeedback, []],
  ['apply while sending text is ignored', sendingText, { type: 'apply' }, sendingText, []],
  [
    'application success shows applicationApproved and closes the first',
    applying,
    { type: 'succeeded' },
    initialFeedback,
    [{ type: 'message', key: 'applicationApproved' }],
  ],
  [
    'an application waiting for review says it was received',
    applying,
    { type: 'succeeded', approved: false },
    initialFeedback,
    [{ type: 'message', key: 'shareLoop.applicationReceived' }],
  ],
  [
    'application success leaves an open text dialog alone',
    { ...both, pending: 'apply' },
    { type: 'succeeded' },
    { ...initialFeedback, showText: true },
    [{ type: 'message', key: 'applicationApproved' }],
  ],
  [
    'application failure is only logged',
    applying,
    { type: 'failed', reason: 'feedback.empty' },
    first,
    [{ type: 'log', message: 'feedback failed: feedback.empty' }],
  ],
  ['a stray success is ignored', both, { type: 'succeeded' }, both, []],
  ['a stray failure is ignored', both, { type: 'failed', reason: 'x' }, both, []],
];

describe('feedback machine', () => {
  it.each(cases)('%s', (_name, state, event, expectedState, expectedEffects) => {
    const { state: next, effects } = feedbackReducer(state, event);
    expect(next).toEqual(expectedState);
    expect(effects).toEqual(expectedEffects);
  });
});
