import { inject, injectable } from 'inversify';
import { flow, makeAutoObservable } from 'mobx';
import { consoleSectionOf } from '../../domain/admin/console-path';
import { DEFAULT_FROM_PATH, recordFromPath } from '../../domain/routing/from-path.record';
import { DEFAULT_LANGUAGE, languageFromAcceptLanguage, type Language } from '../../domain/routing/language';
import { languageRedirect, localizePath } from '../../domain/routing/language-redirect.policy';
import { parsePath } from '../../domain/routing/route-path.parser';
import { BrowserEnvironment } from '../shared/browser-environment.port';
import { ConfigGateway, type LanguageItem, type SiteConfig } from '../shared/config-gateway.port';
import { CookieStore } from '../shared/cookie-store.port';
import { Logger } from '../shared/logger.port';
import { Navigation, type NavigationChange } from '../shared/navigation.port';
import { Translator } from '../shared/translator.port';
import { defaultLanguageItems, languageItems, readSettings } from './settings.cookie';

/**
 * Language and navigation settings (spec section 3): the locale, the languages offered, whether the visitor
 * picked the language, the from-path; persisted in the settings cookie. Also holds the site config read at start.
 */
@injectable()
export class SettingsStore {
  locale: Language = DEFAULT_LANGUAGE;
  languages: readonly LanguageItem[] = defaultLanguageItems;
  picked = false;
  fromPath = DEFAULT_FROM_PATH;
  config: SiteConfig | null = null;
  /** The visitor's language on the site's pages: the settings cookie's at load, then each site page's (not the console's). */
  private siteLocale: Language | null = null;
  private stopListening: (() => void) | null = null;

  constructor(
    @inject(CookieStore) private readonly cookies: CookieStore,
    @inject(Navigation) private readonly navigation: Navigation,
    @inject(Translator) private readonly translator: Translator,
    @inject(ConfigGateway) private readonly configs: ConfigGateway,
    @inject(BrowserEnvironment) private readonly browser: BrowserEnvironment,
    @inject(Logger) private readonly logger: Logger,
  ) {
    const stored = readSettings(cookies.read('settings'));
    this.siteLocale = stored.locale;
    this.picked = stored.picked;
    this.fromPath = stored.fromPath;
    this.languages = stored.languages;
    makeAutoObservable<this, 'cookies' | 'navigation' | 'translator' | 'configs' | 'browser' | 'logger' | 'stopListening'>(
      this,
      { cookies: false, navigation: false, translator: false, configs: false, browser: false, logger: false, stopListening: false },
      { autoBind: true },
    );
  }

  /** The language item of the active locale. */
  get selectedLanguage(): LanguageItem {
    return this.languages.find((item) => item.code === this.locale) ?? { code: this.locale, name: this.locale };
  }

  /** The number of dramas on the site, once the config is loaded. */
  get totalDramas(): number | null {
    return this.config?.totalDramas ?? null;
  }

  /**
   * Settles the language of this page load before the first render: redirects when the language strategy asks
   * for it, loads that language's texts, and from then on follows every navigation.
   */
  start = flow(function* (this: SettingsStore) {
    const preferred = this.preferredLanguage();
    const redirect = languageRedirect(this.navigation.path, preferred, this.picked);
    if (redirect !== null && redirect !== this.navigation.path) this.navigation.replace(redirect);
    yield this.useLanguage(this.languageOfPath(this.navigation.path));
    this.stopListening?.();
    this.stopListening = this.navigation.onChange(this.navigated);
  });

  /**
   * The operators' console has no language in its path and is drawn in the browser only, over the server's page of
   * its path (English): once it shows, it speaks the visitor's own language (the one last used on the site, else the
   * browser's), and its own navigations keep it.
   */
  async speakPreferredLanguage(): Promise<void> {
    const preferred = this.preferredLanguage();
    if (preferred !== this.locale) await this.useLanguage(preferred);
  }

  /** Reads /api/config; its language list replaces the built-in one. */
  loadConfig = flow(function* (this: SettingsStore) {
    try {
      const config = (yield this.configs.load()) as SiteConfig;
      this.config = config;
      this.languages = languageItems(config.languages) ?? this.languages;
      this.persist();
    } catch (error) {
      this.logger.warn('Could not load the site config', error);
    }
  });

  /** The visitor chose a language: remember it and show the same page in it. */
  setLocale = flow(function* (this: SettingsStore, language: Language) {
    this.picked = true;
    const target = localizePath(this.navigation.path, language);
    yield this.useLanguage(language);
    if (target !== this.navigation.path) this.navigation.navigate(target);
  });

  /** Stops following navigations (tests, hot reload). */
  dispose(): void {
    this.stopListening?.();
    this.stopListening = null;
  }

  private navigated(change: NavigationChange): void {
    // A replace within one page (a redirect, a query update) is not leaving it.
    if (change.kind !== 'replace') this.fromPath = recordFromPath({ fromPath: this.fromPath }, change.from).fromPath;
    const redirect = languageRedirect(change.to, this.locale, this.picked);
    if (redirect !== null && redirect !== change.to) {
      this.navigation.replace(redirect);
      return;
    }
    const language = consoleSectionOf(change.to) !== null ? this.locale : this.languageOfPath(change.to);
    if (language !== this.locale) void this.useLanguage(language);
    else this.persist();
  }

  private async useLanguage(language: Language): Promise<void> {
    this.locale = language;
    if (consoleSectionOf(this.navigation.path) === null) this.siteLocale = language;
    this.cookies.write('language', language);
    this.persist();
    try {
      await this.translator.changeLanguage(language);
    } catch (error) {
      this.logger.error('Failed locale loading', error);
    }
  }

  private preferredLanguage(): Language {
    return this.siteLocale ?? languageFromAcceptLanguage(this.browser.languages.join(','));
  }

  /** The language a path is rendered in; a 404 page's too (its prefix), the language the server rendered it in. */
  private languageOfPath(path: string): Language {
    return parsePath(path).lang;
  }

  private persist(): void {
    this.cookies.write('settings', { locale: this.locale, picked: this.picked, fromPath: this.fromPath, languages: this.languages });
  }
}
