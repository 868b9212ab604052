import { inject, injectable } from 'inversify';
import { SessionMemory } from '../shared/session-memory.port';

/** Where a draft goes: a new comment on a drama, or a reply in a comment's thread. */
export type DraftTarget =
  { readonly kind: 'comment'; readonly filmId: number } | { readonly kind: 'reply'; readonly commentId: number; readonly replyTo: string | null };

/** What a visitor tried before being asked to sign in; the page reloads after signing in. */
export type CommunityIntent =
  | { readonly type: 'post'; readonly target: DraftTarget; readonly text: string }
  | { readonly type: 'like'; readonly commentId: number }
  | { readonly type: 'report'; readonly commentId: number };

const KEY = 'community.pending';

/** Keeps one community intent (with the draft's text) across the reload that follows signing in, this tab only. */
@injectable()
export class CommunityPendingMemory {
  constructor(@inject(SessionMemory) private readonly memory: SessionMemory) {}

  remember(intent: CommunityIntent): void {
    this.memory.set(KEY, JSON.stringify(intent));
  }

  /** The stored intent when `wanted` accepts it, removed so it runs once; another page's intent stays. */
  take<T extends CommunityIntent>(wanted: (intent: CommunityIntent) => intent is T): T | null {
    const raw = this.memory.get(KEY);
    if (!raw) return null;
    let intent: CommunityIntent | null;
    try {
      intent = parse(JSON.parse(raw) as unknown);
    } catch {
      intent = null;
    }
    if (intent !== null && !wanted(intent)) return null;
    this.memory.set(KEY, '');
    return intent as T | null;
  }
}

const positiveInt = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value > 0;

function parseTarget(value: unknown): DraftTarget | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  if (record.kind === 'comment' && positiveInt(record.filmId)) return { kind: 'comment', filmId: record.filmId };
  if (record.kind === 'reply' && positiveInt(record.commentId)) {
    return { kind: 'reply', commentId: record.commentId, replyTo: typeof record.replyTo === 'string' ? record.replyTo : null };
  }
  return null;
}

function parse(value: unknown): CommunityIntent | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  if (record.type === 'post') {
    const target = parseTarget(record.target);
    return target && typeof record.text === 'string' ? { type: 'post', target, text: record.text } : null;
  }
  if ((record.type === 'like' || record.type === 'report') && positiveInt(record.commentId)) return { type: record.type, commentId: record.commentId };
  return null;
}
