import type { Browser } from '@playwright/test';

export interface TimedRequest {
  readonly url: string;
  /** The DevTools resource type: Document, Script, Stylesheet, XHR, Fetch, Image, Media, … */
  readonly type: string;
  readonly start: number;
  readonly end?: number;
}
export interface WavedRequest extends TimedRequest {
  readonly wave: number;
  /** Sent before the app was ready (pageWaves marks it; unknown for other lists). */
  readonly beforeReady?: boolean;
}
export interface RoundTripFigures {
  readonly scripts: number;
  readonly scriptRoundTrips: number | undefined;
  readonly apiRoundTrips: number | undefined;
  readonly apiCall: string | undefined;
  readonly mediaRoundTrips: number | undefined;
}
export declare const PHONE: { readonly context: object; readonly network: object; readonly cpu: number };
export declare function requestWaves(requests: readonly TimedRequest[]): WavedRequest[];
export declare function pageWaves(browser: Browser, url: string): Promise<WavedRequest[]>;
export declare function roundTripFigures(waves: readonly WavedRequest[]): RoundTripFigures;
export declare function launchChromium(executablePath: string): Promise<Browser>;
