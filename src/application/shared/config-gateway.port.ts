import type { ServiceIdentifier } from 'inversify';

/** A language the site offers, named in its own language ("Kiswahili"). */
export interface LanguageItem {
  readonly code: string;
  readonly name: string;
}

/** The site configuration read once at start (GET /api/config). */
export interface SiteConfig {
  readonly totalDramas: number;
  readonly languages: readonly LanguageItem[];
  readonly defaultLanguage: string;
  /** Null when Google sign-in is off. */
  readonly googleClientId: string | null;
  /** Null when no tag manager is configured. */
  readonly tagManagerId: string | null;
  readonly freeEpisodes: number;
  readonly shareUnlockVisits: number;
}

/** Reads the site configuration. */
export interface ConfigGateway {
  load(): Promise<SiteConfig>;
}
export const ConfigGateway = Symbol.for('ConfigGateway') as ServiceIdentifier<ConfigGateway>;
