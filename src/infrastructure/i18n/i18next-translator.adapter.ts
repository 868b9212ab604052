import { createInstance, type FormatterModule, type i18n as I18n } from 'i18next';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, observable, runInAction } from 'mobx';
import { Logger } from '../../application/shared/logger.port';
import type { TranslationValues, Translator } from '../../application/shared/translator.port';
import { LocaleFiles, type LocaleFileLoaders } from './locale-files';
import { IntlFormatters } from './intl-formatters';
import { completePluralForms } from './plural-forms';
import { coreNamespaces, onDemandNamespaces } from '../../domain/routing/route-features';

/**
 * i18next over the locale files; each language is fetched only when it becomes active, and of it only the core
 * namespaces and the ones asked for (a route's, a feature's: route-features.ts), which every later language
 * switch loads as well.
 */
/**
 * Whether the page is being left: the browser then cancels the text files still downloading (WebKit rejects their
 * imports before the page goes), which is no failure to report. Back from the back-forward cache, it is not.
 */
let pageLeaving = false;
if (typeof window !== 'undefined') {
  window.addEventListener('beforeunload', () => (pageLeaving = true));
  window.addEventListener('pageshow', () => (pageLeaving = false));
}

/** The namespace a key is read from: `film:summary.title` from `film`, a key without one from the default (`site`). */
const DEFAULT_NAMESPACE = 'site';
function namespaceOf(key: string): string {
  const separator = key.indexOf(':');
  return separator > 0 ? key.slice(0, separator) : DEFAULT_NAMESPACE;
}

@injectable()
export class I18nextTranslator implements Translator {
  language = 'en';
  /** Bumped when the language changes, so every observer that called t() re-renders. */
  private revision = 0;
  /**
   * Bumped per namespace when its texts arrive, so only the observers that read a key of it re-render. Asking for
   * texts ahead (a link's intent loads its route's) must not re-render every translated view on the page: on a
   * phone that was ~200 ms of main thread between a finger going down on a link and its click.
   */
  private readonly arrivals = observable.map<string, number>();
  private readonly i18n: I18n = createInstance();
  private readonly requested = new Set<string>();
  private readonly formatters = new IntlFormatters();
  /** The language being loaded or active; null until the first changeLanguage, which loads what was asked before. */
  private target: string | null = null;
  /** One wait per language and missing namespaces, so a render suspending on it gets the same promise again. */
  private readonly waits = new Map<string, Promise<void>>();
  /**
   * The texts of keys asked for without values, in the active language, as i18next gave them: a page's render asks
   * for the same few hundred keys again and again, and i18next resolves each call anew (~40 ms of a tap on a drama
   * card on a phone, issue 32 (f)). Emptied whenever texts arrive or the language changes.
   */
  private readonly plainTexts = new Map<string, string>();
  /** The on-demand namespaces (route-features.ts) whose keys were read: a server render lists them for the browser. */
  private readonly demanded = new Set<string>();
  /** `language:namespace` of files that failed to load: their keys are shown, as any missing text's. */
  private readonly failed = new Set<string>();
  /**
   * On-demand namespaces a view read while their texts were on their way (it showed nothing): their arrival
   * re-renders every translated view, as a language change does, since a view that is no observer of its own (a
   * form's message line) re-renders only with its observer parent, which read no key of theirs.
   */
  private readonly readEarly = new Set<string>();

  constructor(
    @inject(Logger) private readonly logger: Logger,
    @inject(LocaleFiles) private readonly files: LocaleFileLoaders,
  ) {
    // Reading texts is not an action: views call t() hundreds of times per render, and as plain functions they read
    // `revision` tracked, so a view re-renders when texts change.
    makeAutoObservable<
      this,
      | 'i18n'
      | 'requested'
      | 'formatters'
      | 'logger'
      | 'files'
      | 'target'
      | 'waits'
      | 'plainTexts'
      | 'arrivals'
      | 'demanded'
      | 'failed'
      | 'readEarly'
      | 'awaitingOnDemand'
    >(
      this,
      {
        i18n: false,
        arrivals: false,
        requested: false,
        formatters: false,
        logger: false,
        files: false,
        target: false,
        waits: false,
        plainTexts: false,
        demanded: false,
        failed: false,
        readEarly: false,
        awaitingOnDemand: false,
        demandedNamespaces: false,
        t: false,
        has: false,
        textsReady: false,
        formatNumber: false,
        formatDate: false,
      },
      { autoBind: true },
    );
    // Every number put into a text is written the language's way ("12,345", "12.345", "12 345"), like the numbers
    // formatted on their own; a year stays as it is ("© 2026", not "© 2,026"). The texts use no named formats.
    const numbersTheLanguageWay: FormatterModule = {
      type: 'formatter',
      init: () => undefined,
      add: () => undefined,
      addCached: () => undefined,
      format: (value: any, _format, lng, options) =>
        typeof value === 'number' && options?.interpolationkey !== 'year' ? this.formatters.formatNumber(lng ?? this.language, value) : value,
    };
    this.i18n.use(numbersTheLanguageWay);
    void this.i18n.init({
      lng: 'en',
      fallbackLng: false,
      defaultNS: DEFAULT_NAMESPACE,
      ns: [],
      resources: {},
      partialBundledLanguages: true,
      // Every value goes through the formatter below (alwaysFormat).
      interpolation: { escapeValue: false, alwaysFormat: true },
      returnNull: false,
    });
  }

  /** Bound (views take it as a function, see useT). */
  readonly t = (key: string, values?: TranslationValues): string => {
    void this.revision;
    const namespace = namespaceOf(key);
    void this.arrivals.get(namespace);
    if (this.awaitingOnDemand(namespace)) return '';
    if (values !== undefined) return this.i18n.t(key, values as Record<string, unknown>) as string;
    let text = this.plainTexts.get(key);
    if (text === undefined) this.plainTexts.set(key, (text = this.i18n.t(key) as string));
    return text;
  };

  readonly has = (key: string): boolean => {
    void this.revision;
    const namespace = namespaceOf(key);
    void this.arrivals.get(namespace);
    if (this.awaitingOnDemand(namespace)) return false;
    return this.i18n.exists(key);
  };

  async changeLanguage(language: string): Promise<void> {
    this.target = language;
    const namespaces = this.files.namespaces(language).filter((ns) => coreNamespaces.includes(ns) || this.requested.has(ns));
    await this.load(language, namespaces);
    await this.i18n.changeLanguage(language);
    this.plainTexts.clear();
    runInAction(() => {
      this.language = language;
      this.revision += 1;
    });
  }

  async loadNamespaces(namespaces: readonly string[]): Promise<void> {
    for (const ns of namespaces) this.requested.add(ns);
    // Asked before the first language is chosen (the start of a page, which awaits that choice): its load takes them.
    if (this.target === null) return;
    const language = this.target;
    const arrived = await this.load(language, namespaces);
    // Read while on their way: arrived, or failed (their keys are shown then), the views showing nothing re-render.
    const readEarly = namespaces.filter((ns) => this.readEarly.delete(ns));
    // Texts of another language than the one shown (a switch under way) change nothing on screen yet.
    if ((arrived.length === 0 && readEarly.length === 0) || language !== this.language) return;
    runInAction(() => {
      for (const ns of arrived) this.arrivals.set(ns, (this.arrivals.get(ns) ?? 0) + 1);
      if (readEarly.length > 0) this.revision += 1;
    });
  }

  textsReady(namespaces: readonly string[]): Promise<void> | null {
    const language = this.target ?? this.language;
    const missing = namespaces.filter((ns) => !this.i18n.hasResourceBundle(language, ns));
    if (missing.length === 0) return null;
    const key = `${language}:${missing.join(',')}`;
    let wait = this.waits.get(key);
    if (!wait) {
      // A file that failed stays missing: the same (settled) promise then lets the render go on with keys shown.
      wait = this.loadNamespaces(missing);
      this.waits.set(key, wait);
    }
    return wait;
  }

  demandedNamespaces(): readonly string[] {
    return [...this.demanded];
  }

  formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
    return this.formatters.formatNumber(this.language, value, options);
  }

  formatDate(value: Date | number, options?: Intl.DateTimeFormatOptions): string {
    return this.formatters.date(this.language, options).format(value);
  }

  /**
   * Whether `namespace` is read on demand and its texts are still on their way: the first read asks for them (a
   * task later, not inside the render reading it), and the observers reading its keys re-render when they arrive.
   */
  private awaitingOnDemand(namespace: string): boolean {
    if (!onDemandNamespaces.includes(namespace)) return false;
    this.demanded.add(namespace);
    if (this.i18n.hasResourceBundle(this.language, namespace) || this.failed.has(`${this.language}:${namespace}`)) return false;
    this.readEarly.add(namespace);
    if (!this.requested.has(namespace)) {
      this.requested.add(namespace);
      queueMicrotask(() => void this.loadNamespaces([namespace]));
    }
    return true;
  }

  /** Fetches the namespaces of `language` it does not have yet; answers those that arrived. */
  private async load(language: string, namespaces: readonly string[]): Promise<string[]> {
    const missing = namespaces.filter((ns) => !this.i18n.hasResourceBundle(language, ns));
    const arrived: string[] = [];
    await Promise.all(
      missing.map(async (ns) => {
        try {
          const texts = await this.files.load(language, ns);
          // Handed over as it is (no deep merge, no copy): a namespace is added once per language, and i18next's
          // JSON copy of every file was as costly as completing it.
          this.i18n.addResourceBundle(language, ns, completePluralForms(texts, language), false, true, { skipCopy: true });
          this.plainTexts.clear();
          arrived.push(ns);
        } catch (error) {
          this.failed.add(`${language}:${ns}`);
          // The page stays usable with keys shown; the spec asks for this exact log line.
          if (!pageLeaving) this.logger.error('Failed locale loading', { language, namespace: ns, error });
        }
      }),
    );
    return arrived;
  }
}
