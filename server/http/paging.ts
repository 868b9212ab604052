/** LIMIT/OFFSET of a 1-based page. */
export function pageWindow(page: number, pageSize: number): { limit: number; offset: number } {
  return { limit: pageSize, offset: (page - 1) * pageSize };
}

/** The contract's paged shape. */
export function pagedOf<T>(items: T[], page: number, pageSize: number, total: number) {
  return { items, page, page_size: pageSize, total };
}
