import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PICTURE_IN_PICTURE_CLASS } from '../../contract/film/early-play';
import { classesOfHtml, criticalCss, parseStylesheet, type StylesheetBlocks } from './critical-css';

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*\shref="\/(assets\/[\w.-]+\.css)"[^>]*>/g;

// Set on <html> by the early script before the first paint (early-clicks.script.ts): no element carries it in the HTML.
const CLASSES_SET_EARLY = [PICTURE_IN_PICTURE_CLASS];

/** A page's linked stylesheets: the page without their links, and their addresses. */
export interface UnlinkedStylesheets {
  readonly html: string;
  readonly hrefs: readonly string[];
}

/**
 * Writes into a video page the rules of the site's stylesheet that can style it (critical-css.ts), instead of a link.
 * A linked stylesheet holds the first paint for another request; on the phone profile that cost a video page 0.6 s
 * before its poster and Play control showed (1.4 s to first paint with the link, 0.85 s inlined). The whole sheet
 * inlined (90 KB) was styled against every element before the first paint and pushed the `<video>` to byte 95,000;
 * the page's own rules are about a fifth of it. The whole sheet follows, before the app (app-code.script.ts). Other
 * pages link it: it is then cached from one landing to the next, and Lighthouse's simulated first paint was no better
 * inlined (home: 2.2-2.4 s linked, 2.4-2.5 s inlined, 2026-11-26). Files are read and parsed once per build.
 */
export function criticalStylesheetInliner(distDir: string): {
  unlink(html: string): UnlinkedStylesheets;
  inline(page: string, hrefs: readonly string[]): string;
} {
  const sheets = new Map<string, StylesheetBlocks | null>();
  const parsed = (href: string): StylesheetBlocks | null => {
    if (!sheets.has(href)) {
      try {
        sheets.set(href, parseStylesheet(readFileSync(join(distDir, href), 'utf8')));
      } catch {
        sheets.set(href, null);
      }
    }
    return sheets.get(href) ?? null;
  };
  return {
    /** Takes out the links of the stylesheets it can read, to be inlined into the rendered page. */
    unlink(html) {
      const hrefs: string[] = [];
      const unlinked = html.replace(STYLESHEET_LINK, (link, path: string) => {
        if (parsed(path) === null) return link;
        hrefs.push(`/${path}`);
        return `<!--critical-css:${hrefs.length - 1}-->`;
      });
      return { html: unlinked, hrefs };
    },
    /** The rendered page with each unlinked sheet's rules for its classes in place of the link. */
    inline(page, hrefs) {
      const classes = classesOfHtml(page);
      for (const name of CLASSES_SET_EARLY) classes.add(name);
      return page.replace(/<!--critical-css:(\d+)-->/g, (marker, index: string) => {
        const sheet = parsed(hrefs[Number(index)]!.slice(1));
        return sheet === null ? marker : `<style>${criticalCss(sheet, classes).replaceAll('</style', '<\\/style')}</style>`;
      });
    },
  };
}
