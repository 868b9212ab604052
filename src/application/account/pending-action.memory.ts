import { inject, injectable } from 'inversify';
import { SessionMemory } from '../shared/session-memory.port';

/** What an anonymous visitor tried before being asked to sign in. */
export type PendingAction =
  | { readonly type: 'favorite'; readonly filmId: number }
  | { readonly type: 'rate'; readonly filmId: number; readonly score: number }
  | { readonly type: 'apply'; readonly filmId: number };

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
  const score = record.score;
  if (record.type === 'rate' && typeof score === 'number' && Number.isInteger(score) && score >= 1 && score <= 5) return { type: 'rate', filmId, score };
  return null;
}
