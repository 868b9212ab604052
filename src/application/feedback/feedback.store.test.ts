import { describe, expect, it } from 'vitest';
import { apiError, silentLogger } from '../account/auth-fakes.test-support';
import type { Toaster } from '../shared/toaster.port';
import type { EngagementGateway, FeedbackRequest } from '../film/engagement-gateway.port';
import { FeedbackStore } from './feedback.store';
import { PendingActionMemory } from '../account/pending-action.memory';

function harness(options: { signedIn?: boolean; answer?: () => Promise<{ approved: boolean }> } = {}) {
  const sent: FeedbackRequest[] = [];
  const toasts: string[] = [];
  const answer = options.answer ?? (async () => ({ approved: true }));
  const gateway = { sendFeedback: async (request: FeedbackRequest) => (sent.push(request), answer()) } as unknown as EngagementGateway;
  const toaster = { toasts: [], show: (message: unknown) => void toasts.push(String(message)), dismiss: () => undefined } as Toaster;
  const session = { signedIn: options.signedIn ?? true, logins: 0, openLogin: () => void (session.logins += 1) };
  const stored = new Map<string, string>();
  const pending = new PendingActionMemory({ get: (k) => stored.get(k) ?? null, set: (k, v) => void stored.set(k, v) });
  const pokes: number[] = [];
  const store = new FeedbackStore(gateway, toaster, silentLogger, session, pending, { poke: () => void pokes.push(1) });
  return { store, sent, toasts, session, pending, pokes };
}

describe('FeedbackStore', () => {
  it('keeps submit disabled while empty, sends the text, says submitSuccess and closes both dialogs', async () => {
    const { store, sent, toasts } = harness();
    store.open();
    store.openText();
    expect(store.canSubmit).toBe(false);
    store.edit('   ');
    await store.submit();
    expect(sent).toEqual([]);
    store.edit(' The subtitles are late ');
    expect(store.canSubmit).toBe(true);
    await store.submit();
    expect(sent).toEqual([{ kind: 'message', content: 'The subtitles are late' }]);
    expect(toasts).toEqual(['feedback:submitSuccess']);
    expect(store.state).toMatchObject({ showFeedback: false, showText: false });
  });

  it('applies for the drama it was opened for and says applicationApproved', async () => {
    const { store, sent, toasts } = harness();
    store.open(7);
    await store.apply();
    expect(sent).toEqual([{ kind: 'apply', filmId: 7 }]);
    expect(toasts).toEqual(['feedback:applicationApproved']);
    expect(store.state.showFeedback).toBe(false);
  });

  it('unlocks the page at once when approved, and says received when it waits for review', async () => {
    const approved = harness();
    approved.store.open(7);
    await approved.store.apply();
    expect(approved.pokes).toHaveLength(1);
    const review = harness({ answer: async () => ({ approved: false }) });
    review.store.open(7);
    await review.store.apply();
    expect(review.toasts).toEqual(['feedback:shareLoop.applicationReceived']);
    expect(review.pokes).toHaveLength(0);
  });

  it('asks a visitor to sign in first, then sends the application after the reload', async () => {
    const first = harness({ signedIn: false });
    first.store.open(7);
    await first.store.apply();
    expect(first.sent).toEqual([]);
    expect(first.session.logins).toBe(1);
    expect(first.store.state.showFeedback).toBe(false);
    // The page reloaded signed in: the same tab memory holds the application.
    const after = harness();
    after.pending.remember({ type: 'apply', filmId: 7 });
    await after.store.resumePending();
    expect(after.sent).toEqual([{ kind: 'apply', filmId: 7 }]);
    expect(after.toasts).toEqual(['feedback:applicationApproved']);
    expect(after.pending.take(['apply'])).toBeNull();
  });

  it('says why an application was refused', async () => {
    const { store, toasts } = harness({ answer: async () => Promise.reject(apiError('application.limit', 429)) });
    store.open(7);
    await store.apply();
    expect(toasts).toEqual(['site-errors:application.limit']);
    expect(store.state).toMatchObject({ showFeedback: true, pending: null });
  });
});
