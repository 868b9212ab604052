import { inject, injectable } from 'inversify';
import { SessionMemory } from '../ports/session-memory.port';

/** What an anonymous visitor tried before being asked to sign in. */
export type PendingAction = { readonly type: 'favorite'; readonly filmId: number } | { readonly type: 'rate'; readonly filmId: number; readonly score: number };

const KEY = 'accounts.pendingAction';

/** Keeps one pending action across the reload that follows signing in (sessionStorage, this tab only). */
@injectable()
export class PendingActionMemory {
  constructor(@inject(SessionMemory) private readonly memory: SessionMemory) {}

  remember(action: PendingAction): void {
    this.memory.set(KEY, JSON.stringify(action));
  }

  /** The stored action, removed so it runs once; null when none or unreadable. */
  take(): PendingAction | null {
    const raw = this.memory.get(KEY);
    if (!raw) return null;
    this.memory.set(KEY, '');
    try {
      return parse(JSON.parse(raw) as unknown);
    } catch {
      return null;
    }
  }
}

function parse(value: unknown): PendingAction | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const filmId = record.filmId;
  if (typeof filmId !== 'number' || !Number.isInteger(filmId) || filmId < 1) return null;
  if (record.type === 'favorite') return { type: 'favorite', filmId };
  const score = record.score;
  if (record.type === 'rate' && typeof score === 'number' && Number.isInteger(score) && score >= 1 && score <= 5) return { type: 'rate', filmId, score };
  return null;
}
