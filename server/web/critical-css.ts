/**
 * The rules of a stylesheet that can style a given page: a video page inlines these alone (issue 32). The whole sheet
 * (about 90 KB) inlined made the phone style and lay out every rule against every element before the first paint,
 * and put the `<video>` 90 KB into the HTML. A rule is dropped only when one of its selectors' classes is on no
 * element of the page: such a rule cannot match the page as sent. What the app draws later (dialogs, panels) gets
 * its rules from the whole sheet, which the page loads before the app (app-code.script.ts).
 *
 * Written for the build's minified CSS (no comments, no nesting): rules, `@media`/`@supports`/`@container`/`@layer`
 * groups, and other at-rules (`@keyframes`, `@font-face`), which are kept whole.
 */

/** A parsed stylesheet: its blocks in order. */
export type StylesheetBlocks = readonly CssBlock[];

type CssBlock =
  | { readonly kind: 'rule'; readonly classes: readonly (readonly string[])[] | null; readonly text: string }
  | { readonly kind: 'group'; readonly prelude: string; readonly blocks: readonly CssBlock[] }
  | { readonly kind: 'kept'; readonly text: string };

const GROUPING_AT_RULES = /^@(media|supports|container|layer)\b/i;
const CLASS_TOKEN = /\.(-?[_a-zA-Z][\w-]*)/g;
const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g;

/** Parses a minified stylesheet into blocks (once per build: the result is reused for every page). */
export function parseStylesheet(css: string): StylesheetBlocks {
  return parseBlocks(css, 0, css.length);
}

/** The classes on the elements of an HTML page (its `class` attributes). */
export function classesOfHtml(html: string): Set<string> {
  const classes = new Set<string>();
  for (const match of html.matchAll(CLASS_ATTRIBUTE)) for (const name of match[1]!.split(/\s+/)) if (name) classes.add(name);
  return classes;
}

/** The stylesheet's text without the rules none of whose selectors can match an element with these classes. */
export function criticalCss(sheet: StylesheetBlocks, classes: ReadonlySet<string>): string {
  return sheet.map((block) => blockText(block, classes)).join('');
}

function blockText(block: CssBlock, classes: ReadonlySet<string>): string {
  switch (block.kind) {
    case 'kept':
      return block.text;
    case 'rule':
      return block.classes === null || block.classes.some((needed) => needed.every((name) => classes.has(name))) ? block.text : '';
    case 'group': {
      const inner = block.blocks.map((child) => blockText(child, classes)).join('');
      return inner ? `${block.prelude}{${inner}}` : '';
    }
  }
}

function parseBlocks(css: string, from: number, to: number): CssBlock[] {
  const blocks: CssBlock[] = [];
  let start = from;
  let at = from;
  while (at < to) {
    const char = css[at]!;
    if (char === '"' || char === "'") {
      at = endOfString(css, at);
      continue;
    }
    if (char === ';' && css[start] === '@') {
      // A statement at-rule (`@import`, `@layer a,b;`): kept as it is.
      blocks.push({ kind: 'kept', text: css.slice(start, at + 1) });
      start = at + 1;
    } else if (char === '{') {
      const prelude = css.slice(start, at).trim();
      const close = matchingBrace(css, at);
      if (GROUPING_AT_RULES.test(prelude)) blocks.push({ kind: 'group', prelude, blocks: parseBlocks(css, at + 1, close) });
      else if (prelude.startsWith('@')) blocks.push({ kind: 'kept', text: css.slice(start, close + 1) });
      else blocks.push({ kind: 'rule', classes: classesOfSelectors(prelude), text: css.slice(start, close + 1) });
      at = close + 1;
      start = at;
      continue;
    }
    at += 1;
  }
  const rest = css.slice(start, to).trim();
  if (rest) blocks.push({ kind: 'kept', text: rest });
  return blocks;
}

/**
 * For each selector of the list, the classes an element must have for it to match; null when the list cannot be
 * judged by classes (an escaped name), so the rule is kept. Functional pseudo-classes are set aside: `:not(.a)`
 * matches without `.a`, and `:is(.a,.b)` needs only one of them.
 */
function classesOfSelectors(selectors: string): string[][] | null {
  if (selectors.includes('\\')) return null;
  // Commas inside parentheses and brackets are gone with them: the rest separate the list's selectors.
  return withoutFunctionalPseudoClasses(selectors)
    .split(',')
    .map((selector) => [...selector.matchAll(CLASS_TOKEN)].map((match) => match[1]!));
}

function withoutFunctionalPseudoClasses(selector: string): string {
  let out = '';
  let depth = 0;
  for (let at = 0; at < selector.length; at++) {
    const char = selector[at]!;
    if (char === '(') depth += 1;
    else if (char === ')') depth = Math.max(0, depth - 1);
    else if (depth === 0) out += char;
  }
  // Attribute selectors' values may hold dots (`[href$=".pdf"]`): not classes.
  return out.replace(/\[[^\]]*\]/g, '');
}

function endOfString(css: string, at: number): number {
  const quote = css[at];
  let next = at + 1;
  while (next < css.length && css[next] !== quote) next += css[next] === '\\' ? 2 : 1;
  return next + 1;
}

function matchingBrace(css: string, open: number): number {
  let depth = 0;
  for (let at = open; at < css.length; at++) {
    const char = css[at]!;
    if (char === '"' || char === "'") {
      at = endOfString(css, at) - 1;
      continue;
    }
    if (char === '{') depth += 1;
    else if (char === '}' && --depth === 0) return at;
  }
  return css.length;
}
