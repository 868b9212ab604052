/** One slot of a pagination bar: a page number, or a gap standing for skipped pages. */
export type PageSlot = { readonly kind: 'page'; readonly page: number } | { readonly kind: 'gap'; readonly key: string };

/**
 * The page numbers a pagination bar shows: always the first and last, the current page with `radius`
 * neighbours on each side, and a gap where pages are skipped. A gap never hides a single page.
 */
export function pageWindow(current: number, total: number, radius = 1): PageSlot[] {
  if (total <= 1) return [{ kind: 'page', page: 1 }];
  const page = Math.min(Math.max(1, current), total);
  const shown = new Set<number>([1, total]);
  for (let p = page - radius; p <= page + radius; p += 1) if (p >= 1 && p <= total) shown.add(p);
  const sorted = [...shown].sort((a, b) => a - b);
  const slots: PageSlot[] = [];
  let previous = 0;
  for (const p of sorted) {
    if (p - previous === 2) slots.push({ kind: 'page', page: p - 1 });
    else if (p - previous > 2) slots.push({ kind: 'gap', key: `gap-${previous}` });
    slots.push({ kind: 'page', page: p });
    previous = p;
  }
  return slots;
}
