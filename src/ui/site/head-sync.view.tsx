// One of two writers of page head tags, on purpose: server/web/head-tags.renderer.ts writes the first response's
// tags as HTML text (crawlers and link previews read them before any script runs); this view rewrites the same tags
// in the live document after in-app navigation. Both write what the page-seo call answers (contract SeoInfo).
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import type { PageHead } from '../../domain/catalog/page-head.entity';
import { webAppManifestPath } from '../../domain/routing/web-app-manifest.path';
import { SeoStore } from '../../application/site/seo.store';
import { useService } from '../shared/use-service.hook';
import { useT } from '../shared/use-t.hook';

/**
 * Keeps the document head in step with the page: the server wrote the first page's tags; after each in-app
 * navigation the SeoStore loads the new page's head and this view rewrites the same tags in place.
 */
export const HeadSync = observer(function HeadSync({ path, language }: { path: string | null; language: string }) {
  const seo = useService(SeoStore);
  const t = useT();
  const notFoundTitle = t('browse:error.notFoundTitle');
  useEffect(() => {
    // A path that names no page has no head to ask for; the 404 screen still gets a telling title.
    if (path === null) document.title = notFoundTitle;
    else void seo.follow(path);
  }, [seo, path, notFoundTitle]);
  useEffect(() => {
    document.documentElement.lang = language;
    // The installed app's names and start page follow the language too.
    const manifest = webAppManifestPath(language);
    if (document.head.querySelector('link[rel="manifest"]')?.getAttribute('href') !== manifest) setLink('manifest', manifest);
  }, [language]);
  const head = path === null ? null : seo.head;
  useEffect(() => {
    if (head) applyHead(head);
  }, [head]);
  return null;
});

function applyHead(head: PageHead): void {
  document.title = head.title;
  setMeta('name', 'description', head.description);
  setMeta('name', 'robots', head.indexable ? 'index,follow' : 'noindex,follow');
  setMeta('property', 'og:title', head.title);
  setMeta('property', 'og:description', head.description);
  setMeta('property', 'og:url', head.canonical);
  setMeta('property', 'og:type', head.ogType);
  setMeta('name', 'twitter:title', head.title);
  setMeta('name', 'twitter:description', head.description);
  if (head.ogImage) {
    const image = new URL(head.ogImage, head.canonical).href;
    setMeta('property', 'og:image', image);
    setMeta('name', 'twitter:image', image);
  }
  setLink('canonical', head.canonical);
  for (const old of document.head.querySelectorAll('link[rel="alternate"][hreflang]')) old.remove();
  for (const alternate of head.alternates) {
    const link = document.createElement('link');
    link.rel = 'alternate';
    link.hreflang = alternate.lang;
    link.href = alternate.href;
    document.head.append(link);
  }
}

function setMeta(attribute: 'name' | 'property', key: string, content: string): void {
  let meta = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!meta) {
    meta = document.createElement('meta');
    meta.setAttribute(attribute, key);
    document.head.append(meta);
  }
  meta.content = content;
}

function setLink(rel: string, href: string): void {
  let link = document.head.querySelector<HTMLLinkElement>(`link[rel="${rel}"]`);
  if (!link) {
    link = document.createElement('link');
    link.rel = rel;
    document.head.append(link);
  }
  link.href = href;
}
