import { when } from 'mobx';
import { describe, expect, it } from 'vitest';
import type { BlogPostSummary, GuideSummary } from '../../domain/catalog/content.types';
import { ApiError } from '../../domain/errors/api-error';
import { BlogStore } from './blog.store';
import type { ContentGateway } from './content-gateway.port';
import { GuidesStore } from './guides.store';

const post = (id: number): BlogPostSummary => ({
  id,
  title: `Post ${id}`,
  summary: 's',
  coverUrl: '/c.jpg',
  publishedAt: '2026-11-01T10:00:00.000Z',
  authorName: 'Mia',
});
const guideCard = (id: number): GuideSummary => ({
  id,
  typeSlug: 'how-to-watch',
  typeName: 'How to watch',
  title: `Guide ${id}`,
  summary: 's',
  coverUrl: null,
  publishedAt: '2026-11-01T10:00:00.000Z',
  film: null,
});

const gateway: ContentGateway = {
  blogPosts: async (page) => ({ items: [post(page)], page, pageSize: 1, total: 4 }),
  blogArticle: async (id) =>
    id === 404 ? Promise.reject(new ApiError('api', 404, 'site-errors:article.not_found', 404)) : { ...post(id), bodyHtml: '<p>Hi</p>', films: [] },
  guides: async (type, page) =>
    type === 'nope'
      ? Promise.reject(new ApiError('api', 404, 'site-errors:guide_type.not_found', 404))
      : { typeSlug: type, typeName: 'How to watch', guides: { items: [guideCard(1), guideCard(2)], page, pageSize: 2, total: 5 } },
  guide: async (id) => ({ ...guideCard(id), authorName: 'Mia', bodyHtml: '<p>Guide</p>' }),
};

describe('BlogStore', () => {
  it('pages the blog', async () => {
    const store = new BlogStore(gateway);
    store.loadPage(3);
    await when(() => store.posts.status === 'ready');
    expect(store.posts.value?.items[0]?.title).toBe('Post 3');
    expect(store.totalPages).toBe(4);
  });

  it('marks a missing article as not found', async () => {
    const store = new BlogStore(gateway);
    store.loadArticle(404);
    await when(() => store.article.status !== 'loading');
    expect(store.article.status).toBe('not_found');
  });
});

describe('GuidesStore', () => {
  it('lists a type with its name and page count', async () => {
    const store = new GuidesStore(gateway);
    store.loadPage('how-to-watch', 1);
    await when(() => store.list.status === 'ready');
    expect(store.list.value?.typeName).toBe('How to watch');
    expect(store.items).toHaveLength(2);
    expect(store.totalPages).toBe(3);
  });

  it('marks an unknown type as not found', async () => {
    const store = new GuidesStore(gateway);
    store.loadPage('nope', 1);
    await when(() => store.list.status !== 'loading');
    expect(store.list.status).toBe('not_found');
  });
});
