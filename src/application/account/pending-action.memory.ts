import { inject, injectable } from 'inversify';
import { isLineReportKind, LINE_SUGGESTION_MAX, type LineReport } from '../../domain/subtitles/line-report';
import { SessionMemory } from '../shared/session-memory.port';

/** What an anonymous visitor tried before being asked to sign in. */
export type PendingAction =
  | { readonly type: 'favorite'; readonly filmId: number }
  | { readonly type: 'rate'; readonly filmId: number; readonly score: number }
  | { readonly type: 'apply'; readonly filmId: number }
  | { readonly type: 'lineReport'; readonly filmId: number; readonly report: LineReport };

const KEY = 'accounts.pendingAction';

/** Keeps one pending action across the reload that follows signing in (sessionStorage, this tab only). */
@injectable()
export class PendingActionMemory {
  constructor(@inject(SessionMemory) private readonly memory: SessionMemory) {}

  remember(action: PendingAction): void {
    this.memory.set(KEY, JSON.stringify(action));
  }

  /** The stored action of one of `types`, removed so it runs once; null when none, another kind, or unreadable. */
  take<T extends PendingAction['type']>(types: readonly T[]): Extract<PendingAction, { type: T }> | null {
    const raw = this.memory.get(KEY);
    if (!raw) return null;
    let action: PendingAction | null = null;
    try {
      action = parse(JSON.parse(raw) as unknown);
    } catch {
      action = null;
    }
    // Another feature's action stays for that feature; an unreadable one is dropped.
    if (action !== null && !(types as readonly string[]).includes(action.type)) return null;
    this.memory.set(KEY, '');
    return action as Extract<PendingAction, { type: T }> | null;
  }
}

function parse(value: unknown): PendingAction | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const filmId = record.filmId;
  if (typeof filmId !== 'number' || !Number.isInteger(filmId) || filmId < 1) return null;
  if (record.type === 'favorite') return { type: 'favorite', filmId };
  if (record.type === 'apply') return { type: 'apply', filmId };
  if (record.type === 'lineReport') {
    const report = lineReportOf(record.report);
    return report && report.filmId === filmId ? { type: 'lineReport', filmId, report } : null;
  }
  const score = record.score;
  if (record.type === 'rate' && typeof score === 'number' && Number.isInteger(score) && score >= 1 && score <= 5) return { type: 'rate', filmId, score };
  return null;
}

/** A remembered line report, checked field by field (sessionStorage is the page's, but a script may have written it). */
function lineReportOf(value: unknown): LineReport | null {
  if (typeof value !== 'object' || value === null) return null;
  const r = value as Record<string, unknown>;
  const positive = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 1;
  const text = (t: unknown, max: number): t is string | null => t === null || (typeof t === 'string' && t.length <= max);
  if (!positive(r.filmId) || !positive(r.episodeNumber) || typeof r.language !== 'string' || !isLineReportKind(r.kind)) return null;
  if (typeof r.at !== 'number' || !Number.isFinite(r.at) || r.at < 0 || !text(r.text, 10_000) || !text(r.suggestion, LINE_SUGGESTION_MAX)) return null;
  return { filmId: r.filmId, episodeNumber: r.episodeNumber, language: r.language, at: r.at, text: r.text, kind: r.kind, suggestion: r.suggestion };
}
