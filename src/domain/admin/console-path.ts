/** Where the operators' console lives; never language-prefixed (it follows the operator's chosen language). */
export const CONSOLE_ROOT = '/admin';

/**
 * The console section a path names: `/admin` -> '' (the start), `/admin/traffic` -> 'traffic', `/admin/catalog/12`
 * -> 'catalog/12'; null for every other path (query and fragment ignored).
 */
export function consoleSectionOf(path: string): string | null {
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  if (pathname === CONSOLE_ROOT || pathname === `${CONSOLE_ROOT}/`) return '';
  if (!pathname.startsWith(`${CONSOLE_ROOT}/`)) return null;
  return pathname.slice(CONSOLE_ROOT.length + 1).replace(/\/+$/, '');
}

/** The path of a console section (`''` is the start). */
export function consolePath(section: string): string {
  return section === '' ? CONSOLE_ROOT : `${CONSOLE_ROOT}/${section}`;
}
