// Test support only (imported by *.test.ts files): a fake gateway with ready-made data and a manual clock.
import type { Cancel, Clock } from '../shared/clock.port';
import type { Comment } from '../../domain/catalog/comment.entity';
import type { FilmCard } from '../../domain/catalog/film-card.entity';
import type { Paged } from '../../domain/catalog/paged.entity';
import type { BrowseGateway } from './browse-gateway.port';
import type { ListingsGateway } from './listings-gateway.port';

/** A film card with the given id and title. */
export function film(id: number, title = `Film ${id}`): FilmCard {
  return {
    id,
    title,
    posterUrl: `/media/posters/${id}.webp`,
    episodeCount: 40,
    rating: 4.2,
    categoryNames: ['Romance'],
    categorySlug: 'romance',
    isNew: false,
    isHot: true,
  };
}

/** A comment with the given id. */
export function comment(id: number, parentId: number | null = null): Comment {
  return {
    id,
    filmId: 1,
    parentId,
    film: { id: 1, title: 'Film 1', posterUrl: '/p.webp' },
    author: { name: `user${id}`, avatarUrl: null },
    replyTo: null,
    text: `comment ${id}`,
    likes: id,
    likedByMe: false,
    replyCount: 0,
    photos: [],
    postedAt: '2026-11-01T10:00:00.000Z',
    language: 'en',
    hidden: false,
    reportedByMe: false,
  };
}

/** A page of `items` out of `total`. */
export function paged<T>(items: T[], page = 1, total = items.length, pageSize = 20): Paged<T> {
  return { items, page, pageSize, total };
}

const notCalled = (name: string) => () => Promise.reject(new Error(`${name} not expected in this test`));

/** A gateway (home's and the listings' calls) whose every method rejects until a test overrides it. */
export function fakeGateway(overrides: Partial<BrowseGateway & ListingsGateway> = {}): BrowseGateway & ListingsGateway {
  const names: (keyof (BrowseGateway & ListingsGateway))[] = [
    'featured',
    'recommendations',
    'hot',
    'ranking',
    'rankingCategories',
    'topics',
    'categories',
    'shelves',
    'aggregate',
    'search',
    'suggestions',
    'dialogue',
    'hotComments',
    'comment',
    'replies',
    'pageHead',
  ];
  const base = Object.fromEntries(names.map((name) => [name, notCalled(name)])) as unknown as BrowseGateway & ListingsGateway;
  return { ...base, ...overrides };
}

/** A clock that only moves when the test says so. */
export class ManualClock implements Clock {
  private time = 0;
  private timers: { at: number; callback: () => void; live: boolean }[] = [];

  now(): number {
    return this.time;
  }

  setTimeout(callback: () => void, ms: number): Cancel {
    const timer = { at: this.time + ms, callback, live: true };
    this.timers.push(timer);
    return () => {
      timer.live = false;
    };
  }

  setInterval(callback: () => void, ms: number): Cancel {
    return this.setTimeout(callback, ms);
  }

  whenIdle(callback: () => void): Cancel {
    return this.setTimeout(callback, 0);
  }

  /** Moves time forward and runs the timers that became due. */
  advance(ms: number): void {
    this.time += ms;
    const due = this.timers.filter((timer) => timer.live && timer.at <= this.time);
    this.timers = this.timers.filter((timer) => !due.includes(timer));
    for (const timer of due) timer.callback();
  }
}
