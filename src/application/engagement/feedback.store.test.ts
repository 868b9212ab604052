import { describe, expect, it } from 'vitest';
import { silentLogger } from '../auth/auth-fakes.test-support';
import type { Toaster } from '../ports/toaster.port';
import type { EngagementGateway, FeedbackRequest } from './engagement-gateway.port';
import { FeedbackStore } from './feedback.store';

function harness() {
  const sent: FeedbackRequest[] = [];
  const toasts: string[] = [];
  const gateway = { sendFeedback: async (request: FeedbackRequest) => (sent.push(request), { approved: true }) } as unknown as EngagementGateway;
  const toaster = { toasts: [], show: (message: unknown) => void toasts.push(String(message)), dismiss: () => undefined } as Toaster;
  return { store: new FeedbackStore(gateway, toaster, silentLogger), sent, toasts };
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
    expect(toasts).toEqual(['personal:submitSuccess']);
    expect(store.state).toMatchObject({ showFeedback: false, showText: false });
  });

  it('applies for the drama it was opened for and says applicationApproved', async () => {
    const { store, sent, toasts } = harness();
    store.open(7);
    await store.apply();
    expect(sent).toEqual([{ kind: 'apply', filmId: 7 }]);
    expect(toasts).toEqual(['personal:applicationApproved']);
    expect(store.state.showFeedback).toBe(false);
  });
});
