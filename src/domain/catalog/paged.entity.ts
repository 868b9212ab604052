/** One page of a longer list, as every paged screen shows it. */
export interface Paged<T> {
  readonly items: readonly T[];
  readonly page: number;
  readonly pageSize: number;
  readonly total: number;
}

/** How many pages a list has; at least one so that an empty list still has a page 1. */
export function pageCount(list: Pick<Paged<unknown>, 'pageSize' | 'total'>): number {
  if (list.pageSize <= 0) return 1;
  return Math.max(1, Math.ceil(list.total / list.pageSize));
}
