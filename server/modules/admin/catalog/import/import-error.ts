/** Bad input in a catalog folder: names the file and the field (or line) at fault, so the fix is obvious. */
export class CatalogImportError extends Error {
  constructor(
    readonly file: string,
    readonly field: string,
    readonly problem: string,
  ) {
    super(`${file}: ${field}: ${problem}`);
    this.name = 'CatalogImportError';
  }
}

/** A valibot issue path as written in the manifest: `dramas[0].texts.de.title`. */
export function fieldPath(path: readonly { key: unknown }[] | undefined): string {
  if (!path?.length) return '(top level)';
  return path.map((p, i) => (typeof p.key === 'number' ? `[${p.key}]` : `${i ? '.' : ''}${String(p.key)}`)).join('');
}
