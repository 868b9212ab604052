import type { ServiceIdentifier } from 'inversify';

/** Facts about the browser the visit is classified and tracked by. */
export interface BrowserEnvironment {
  /** The site host (`example.com:3000`). */
  readonly host: string;
  /** document.referrer at landing, '' when none. */
  readonly referrer: string;
  readonly userAgent: string;
  /** navigator.languages, most preferred first, for the first visit's language. */
  readonly languages: readonly string[];
  /** navigator.globalPrivacyControl: the visitor's browser asks sites not to track or share (treated as a rejection). */
  readonly globalPrivacyControl: boolean;
}
export const BrowserEnvironment = Symbol.for('BrowserEnvironment') as ServiceIdentifier<BrowserEnvironment>;
