import { useParams } from 'wouter';

/** Route params as the router hands them: through wouter's context, or as `params` props (lazy routes). */
export type RouteParams = Readonly<Record<string, string | undefined>>;

/** Merges wouter's params with the `params` prop, the prop winning (the router passes the matched ones). */
export function useRouteParams(props: { params?: RouteParams }): RouteParams {
  const fromRouter = useParams() as RouteParams;
  return { ...fromRouter, ...(props.params ?? {}) };
}

/** A positive integer route segment (`12`, `12.html` tolerated), else null so the screen can answer 404. */
export function positiveInt(value: string | undefined): number | null {
  if (!value) return null;
  const match = /^(\d{1,9})(?:\.html)?$/.exec(value);
  if (!match) return null;
  const parsed = Number(match[1]);
  return parsed >= 1 ? parsed : null;
}

/** The page number of a paged route; absent means page 1, anything else invalid means 404 (null). */
export function pageParam(value: string | undefined): number | null {
  return value === undefined ? 1 : positiveInt(value);
}

/** A slug segment (`how-to-watch`), else null. */
export function slugParam(value: string | undefined): string | null {
  const slug = value?.replace(/\.html$/, '');
  return slug && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug) ? slug : null;
}
