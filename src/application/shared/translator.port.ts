import type { ServiceIdentifier } from 'inversify';

/** Interpolation values and `count` for plurals. */
export type TranslationValues = Readonly<Record<string, string | number>>;

/** UI strings of `locales/<lang>/<namespace>.json`, loaded per language, with locale-aware formatting. */
export interface Translator {
  /** The active language code (observable). */
  readonly language: string;
  /** The text of `namespace:key` (default namespace `common`); reading it in an observer re-renders on change. */
  t(key: string, values?: TranslationValues): string;
  /** True when `namespace:key` has a text in the active language. */
  has(key: string): boolean;
  /** Loads the language's files and makes it active. */
  changeLanguage(language: string): Promise<void>;
  /**
   * Loads namespaces kept out of the first load (a route's or a feature's, `legal`), in this and every later
   * language. Asked before the first language is chosen, that language's load (changeLanguage) takes them.
   */
  loadNamespaces(namespaces: readonly string[]): Promise<void>;
  /**
   * Null when the active language has these namespaces' texts (render at once), else the load to wait for (the
   * same promise each time, for React's `use`); a file that failed to load does not hold a render up again.
   */
  textsReady(namespaces: readonly string[]): Promise<void> | null;
  /**
   * The namespaces loaded on demand (`onDemandNamespaces`) whose keys were read so far: a server render lists them,
   * so the browser loads them before hydrating the same texts.
   */
  demandedNamespaces(): readonly string[];
  formatNumber(value: number, options?: Intl.NumberFormatOptions): string;
  formatDate(value: Date | number, options?: Intl.DateTimeFormatOptions): string;
}
export const Translator = Symbol.for('Translator') as ServiceIdentifier<Translator>;
