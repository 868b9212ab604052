/** Where the from-path starts before any navigation (spec section 3). */
export const DEFAULT_FROM_PATH = '/';

/** Any state that keeps the previous path, such as the settings store's state. */
export interface FromPathState {
  readonly fromPath: string;
}

/**
 * Records the full path (with query) of the page being left as the from-path. Only site-relative paths
 * are kept: a from-path is navigated back to, so `//host` or `https://...` would be an open redirect.
 */
export function recordFromPath<S extends FromPathState>(state: S, path: string): S {
  if (!isSiteRelative(path) || path === state.fromPath) return state;
  return { ...state, fromPath: path };
}

/** True for `/x...` but not for protocol-relative `//host` or `/\host` (which browsers treat alike). */
export function isSiteRelative(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}
