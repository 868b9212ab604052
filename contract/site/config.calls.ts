import * as v from 'valibot';
import { defineCall } from '../call';
import { Text } from '../common.schemas';
import { SiteConfig } from './config.schemas';
import { SeoInfo } from './seo.schemas';

export const config = defineCall({
  id: 'config',
  method: 'GET',
  path: '/api/config',
  summary: 'Site configuration read at start: total dramas, languages, sign-in and tag-manager ids, unlock rules',
  tag: 'site',
  auth: 'none',
  data: SiteConfig,
});

/**
 * The head of a page: `page_path` is the visitor's current path with its language prefix (`/de/playlet/12.html`);
 * the prefix decides the language (unprefixed = en). Unknown paths answer page.not_found.
 */
export const pageSeoInfo = defineCall({
  id: 'pageSeoInfo',
  method: 'GET',
  path: '/api/films/page-seo-info',
  summary: 'Title, description, canonical, hreflang alternates and Open Graph image of a page',
  tag: 'site',
  auth: 'none',
  query: v.object({ page_path: v.pipe(Text, v.startsWith('/', 'validation.page_path'), v.maxLength(500)) }),
  data: SeoInfo,
});
