import { when } from 'mobx';
import { describe, expect, it, vi } from 'vitest';
import type { Comment } from '../../domain/catalog/comment.entity';
import type { Paged } from '../../domain/catalog/paged.entity';
import { comment, paged } from '../browse/browse-fakes.test-support';
import { composerFor } from './community-fakes.test-support';
import { FilmCommentsStore } from './film-comments.store';

/** Film 1 with `total` comments on the server, the first three listed; `answer` replaces the list's answers. */
function setup(answer?: () => Promise<Paged<Comment>>) {
  let total = 10;
  const listed = [comment(1), comment(2), comment(3)];
  const comments = vi.fn(answer ?? (async () => paged([...listed], 1, total)));
  const photos = vi.fn(async () => paged([], 1, 0));
  const { composer, gateway, post } = composerFor(true, { comments, photos });
  // The server counts (and, newest first, lists) what was posted.
  post.mockImplementation(async (sent) => {
    if (sent.kind === 'reply') return { ...comment(200 + total, sent.commentId), text: sent.text };
    const posted = { ...comment(100 + total), text: sent.text };
    total += 1;
    listed.unshift(posted);
    return posted;
  });
  const store = new FilmCommentsStore(gateway, composer);
  return { store, composer, comments };
}

async function shown(store: FilmCommentsStore, filmId = 1) {
  store.show(filmId);
  await when(() => store.list.status === 'ready');
}

async function write(composer: ReturnType<typeof composerFor>['composer'], text: string) {
  composer.setText(text);
  await composer.submit();
}

describe('FilmCommentsStore count', () => {
  it('counts a comment posted after the server counted, and the same once the server lists it', async () => {
    const { store, composer } = setup();
    await shown(store);
    expect(store.total).toBe(10);
    await write(composer, 'one more');
    expect(store.total).toBe(11);
    expect(store.comments[0]?.text).toBe('one more');
    await store.reload();
    expect(store.total).toBe(11);
  });

  it('does not count twice a comment the server counted without listing it (top comments)', async () => {
    const top = [comment(1)];
    const { store, composer, comments } = setup();
    await shown(store);
    await write(composer, 'not in the top');
    comments.mockImplementation(async () => paged(top, 1, 11));
    store.setSort('hot');
    await when(() => store.list.status === 'ready');
    expect(store.total).toBe(11);
  });

  it('counts no reply as a comment of the drama', async () => {
    const { store, composer } = setup();
    await shown(store);
    composer.replyTo(1, null);
    await write(composer, 'a reply');
    expect(store.total).toBe(10);
  });

  it('lets an answer of a list started over change nothing', async () => {
    let release: (page: Paged<Comment>) => void = () => undefined;
    const slow = new Promise<Paged<Comment>>((resolve) => (release = resolve));
    const answers = [() => slow, async () => paged([comment(1)], 1, 10)];
    const { store, composer } = setup(() => answers.shift()!());
    store.show(1);
    store.setSort('hot');
    await when(() => store.list.status === 'ready');
    await write(composer, 'posted meanwhile');
    // The first list's answer arrives late, after this reader's post: the count it carries is not the one shown.
    release(paged([comment(1)], 1, 10));
    await slow;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(store.total).toBe(11);
  });
});
