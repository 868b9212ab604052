import type { Lang } from '../core/languages';
import { rngFor, type Rng } from '../core/prng';
import type { SeedComment, SeedCommentImage, SeedFilm, SeedPhoto, SeedUser } from './catalog.model';
import { commentText, replyText } from './comment-text';

const DAY_MS = 86_400_000;

/** The comment threads of the catalog: comments, replies, their pictures and their likes. */
export interface SeedCommentSet {
  comments: SeedComment[];
  images: SeedCommentImage[];
  likes: { userId: string; commentId: number; createdAt: Date }[];
}

interface Context {
  readonly rng: Rng;
  readonly users: readonly SeedUser[];
  readonly byLocale: ReadonlyMap<string, readonly SeedUser[]>;
  readonly photosByFilm: ReadonlyMap<number, readonly SeedPhoto[]>;
  readonly now: Date;
  readonly out: SeedCommentSet;
}

function likeCountFor(rng: Rng, isReply: boolean): number {
  if (!isReply && rng.chance(0.012)) return rng.int(60, 250);
  return Math.floor(Math.pow(rng.next(), isReply ? 4 : 3.5) * (isReply ? 8 : 28));
}

// replyCount follows the engagement module's rule: a root counts every reply of its thread, a reply counts none.
function addComment(ctx: Context, film: SeedFilm, author: SeedUser, parent: SeedComment | null, root: SeedComment | null, createdAt: Date): SeedComment {
  const { rng, out } = ctx;
  const lang = author.locale as Lang;
  const comment: SeedComment = {
    id: out.comments.length + 1,
    filmId: film.id,
    userId: author.id,
    parentId: parent?.id ?? null,
    rootId: parent ? (parent.rootId ?? parent.id) : null,
    replyToUserId: parent?.userId ?? null,
    content: parent ? replyText(rng, film, lang) : commentText(rng, film, lang),
    lang,
    likeCount: 0,
    replyCount: 0,
    createdAt,
  };
  out.comments.push(comment);
  if (root) root.replyCount++;
  const likers = rng.sample(ctx.users, likeCountFor(rng, parent !== null)).filter((u) => u.id !== author.id);
  comment.likeCount = likers.length;
  for (const liker of likers) {
    const likedAt = Math.min(ctx.now.getTime(), createdAt.getTime() + rng.int(60, (20 * DAY_MS) / 1000) * 1000);
    out.likes.push({ userId: liker.id, commentId: comment.id, createdAt: new Date(likedAt) });
  }
  return comment;
}

function addThread(ctx: Context, film: SeedFilm): void {
  const { rng, now } = ctx;
  const start = Math.max(film.createdAt.getTime(), now.getTime() - 365 * DAY_MS);
  const rootAt = new Date(start + Math.floor(rng.next() * (now.getTime() - start)));
  const root = addComment(ctx, film, rng.pick(ctx.users), null, null, rootAt);
  const photos = ctx.photosByFilm.get(film.id) ?? [];
  if (photos.length > 0 && rng.chance(0.08)) {
    rng.sample(photos, rng.int(1, 3)).forEach((photo, i) => {
      ctx.out.images.push({
        id: ctx.out.images.length + 1,
        commentId: root.id,
        filmId: film.id,
        path: photo.path,
        width: photo.width,
        height: photo.height,
        position: i + 1,
      });
    });
  }
  const replies = rng.chance(0.45) ? 0 : rng.chance(0.1) ? rng.int(6, 14) : rng.int(1, 4);
  const thread: SeedComment[] = [root];
  for (let r = 0; r < replies; r++) {
    // Most replies answer the comment itself; some answer an earlier reply in the thread.
    const parent = rng.chance(0.75) ? root : rng.pick(thread);
    const sameLanguage = ctx.byLocale.get(root.lang) ?? ctx.users;
    const author = rng.pick(sameLanguage.length > 1 ? sameLanguage : ctx.users);
    const at = new Date(Math.min(now.getTime(), parent.createdAt.getTime() + rng.int(5, 4 * 24 * 60) * 60_000));
    thread.push(addComment(ctx, film, author, parent, root, at));
  }
}

/** At least `total` comments spread over the films by popularity (hot films get more discussion). */
export function generateComments(
  seed: number,
  films: readonly SeedFilm[],
  users: readonly SeedUser[],
  photos: readonly SeedPhoto[],
  total: number,
  now: Date,
): SeedCommentSet {
  const byLocale = new Map<string, SeedUser[]>();
  for (const user of users) byLocale.set(user.locale, [...(byLocale.get(user.locale) ?? []), user]);
  const photosByFilm = new Map<number, SeedPhoto[]>();
  for (const photo of photos) photosByFilm.set(photo.filmId, [...(photosByFilm.get(photo.filmId) ?? []), photo]);
  const ctx: Context = { rng: rngFor(seed, 'comments'), users, byLocale, photosByFilm, now, out: { comments: [], images: [], likes: [] } };
  const weight = (film: SeedFilm) => film.hotness + 60;
  const totalWeight = films.reduce((sum, film) => sum + weight(film), 0);
  // A thread holds about 2.8 comments on average (the root plus 1.8 replies), so threads ≈ total / 2.8.
  for (const film of films) {
    const threads = Math.max(4, Math.round(((total / 2.8) * weight(film)) / totalWeight));
    for (let t = 0; t < threads; t++) addThread(ctx, film);
  }
  for (let i = 0; ctx.out.comments.length < total && films.length > 0; i++) addThread(ctx, films[i % films.length]!);
  return ctx.out;
}
