import { describe, expect, it } from 'vitest';
import type { LineReport, ReportedLine } from '../../domain/subtitles/line-report';
import { apiError, silentLogger } from '../account/auth-fakes.test-support';
import { PendingActionMemory } from '../account/pending-action.memory';
import { LineReportStore } from './line-report.store';

const LINE: ReportedLine = { filmId: 1, episodeNumber: 7, language: 'ru', at: 3.4, text: 'Я сдержала обещание. А ты?' };

function harness(options: { signedIn?: boolean; fail?: string } = {}) {
  const sent: LineReport[] = [];
  const toasts: string[] = [];
  const gateway = {
    report: async (report: LineReport) => {
      if (options.fail) throw apiError(options.fail);
      sent.push(report);
    },
  };
  const session = { signedIn: options.signedIn ?? true, logins: 0, openLogin: () => void (session.logins += 1) };
  const stored = new Map<string, string>();
  const pending = new PendingActionMemory({ get: (k) => stored.get(k) ?? null, set: (k, v) => void stored.set(k, v) });
  const store = new LineReportStore(gateway, session, pending, { show: (m: unknown) => void toasts.push(String(m)) }, silentLogger);
  return { store, sent, toasts, session, pending, stored };
}

describe('LineReportStore', () => {
  it('needs a kind, then sends the line with the corrected text trimmed, closes and thanks', async () => {
    const { store, sent, toasts } = harness();
    store.start(LINE);
    expect([store.open, store.canSend]).toEqual([true, false]);
    store.choose('mistranslated');
    store.edit('  Я сдержал обещание.  ');
    await store.send();
    expect(sent).toEqual([{ ...LINE, kind: 'mistranslated', suggestion: 'Я сдержал обещание.' }]);
    expect([store.open, toasts]).toEqual([false, ['film:lineReport.sent']]);
  });

  it('with no line shown, reports a missing one, which needs its words', async () => {
    const { store, sent } = harness();
    store.start({ ...LINE, text: null, at: 1.25 });
    expect(store.kind).toBe('missing');
    expect(store.canSend).toBe(false);
    store.edit('   ');
    await store.send();
    expect(sent).toEqual([]);
    store.edit('Стой!');
    await store.send();
    expect(sent).toEqual([{ ...LINE, text: null, at: 1.25, kind: 'missing', suggestion: 'Стой!' }]);
  });

  it('shows a refusal in the dialog by its key and stays open', async () => {
    const { store } = harness({ fail: 'subtitle_report.rate_limited' });
    store.start(LINE);
    store.choose('offensive');
    await store.send();
    expect([store.open, store.errorKey, store.sending]).toEqual([true, 'site-errors:subtitle_report.rate_limited', false]);
  });

  it('asks a visitor to sign in and sends the report after the reload, once', async () => {
    const visitor = harness({ signedIn: false });
    visitor.store.start(LINE);
    visitor.store.choose('mistimed');
    await visitor.store.send();
    expect([visitor.sent, visitor.session.logins, visitor.store.open]).toEqual([[], 1, false]);

    // The page reloads signed in, with the same tab's memory.
    const member = harness();
    for (const [key, value] of visitor.stored) member.stored.set(key, value);
    await member.store.resumePending();
    await member.store.resumePending();
    expect(member.sent).toEqual([{ ...LINE, kind: 'mistimed', suggestion: null }]);
    expect(member.toasts).toEqual(['film:lineReport.sent']);
  });

  it('drops a remembered report that does not read as one', async () => {
    const member = harness();
    member.stored.set('accounts.pendingAction', JSON.stringify({ type: 'lineReport', filmId: 1, report: { ...LINE, kind: 'boring' } }));
    await member.store.resumePending();
    expect(member.sent).toEqual([]);
  });
});
