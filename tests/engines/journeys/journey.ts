import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { EngineCapability, EngineName, EngineSession } from '../engine-session';
import { poll } from '../page-scripts';
import type { MediaExchange } from '../page-error-proxy';

/** What a journey gets besides its browser. */
export interface JourneyContext {
  readonly engine: EngineName;
  /** The site's own origin (for API calls the journey makes itself, past the proxy). */
  readonly site: string;
  /** Whether the engine can do this here; a journey that cannot check something says so through `limitation`. */
  can(capability: EngineCapability): boolean;
  /** Names what this engine could not check in this journey; printed with the engine's results. */
  limitation(what: string): void;
  /** The media requests of this journey so far, with the site's answers (seen by the proxy). */
  media(): readonly MediaExchange[];
  /** Drops the next `count` downloads whose path matches, as a lost connection; answers how many were dropped. */
  dropDownloads(path: RegExp, count: number): () => number;
  /** Saves a screenshot of the session under the engine's screenshots folder, when the run takes them. */
  shot(session: EngineSession, name: string): Promise<void>;
}

export interface Journey {
  readonly name: string;
  run(session: EngineSession, context: JourneyContext): Promise<void>;
}

/** The second language most journeys run in. */
export const LANG = 'ru';

type Namespace = 'site' | 'browse' | 'film' | 'account' | 'account-pages' | 'sharing' | 'community' | 'site-errors';

/** A text of `locales/<lang>/<namespace>.json` by dotted key, with `{{values}}` filled in. */
export function text(lang: string, namespace: Namespace, key: string, values: Record<string, string | number> = {}): string {
  let node: unknown = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', '..', 'locales', lang, `${namespace}.json`), 'utf8'));
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== 'string') throw new Error(`No text ${lang}/${namespace}:${key}`);
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

/** A path in `lang` (English has no prefix). */
export const inLang = (lang: string, path: string) => (lang === 'en' ? path : `/${lang}${path}`);

/** The `data` of a successful API answer from the site. */
export async function api<T>(site: string, path: string, init: RequestInit = {}): Promise<T> {
  const answer = (await (await fetch(new URL(path, site), init)).json()) as { code: number; data: T; msg?: string };
  if (answer.code !== 0) throw new Error(`${path} answered ${answer.code} ${answer.msg ?? ''}`);
  return answer.data;
}

/** The newest verification code mailed to `email`, from the server's dev outbox. */
export async function latestCode(site: string, email: string, newerThan = 0): Promise<{ code: string; id: number }> {
  return poll(
    `a code mailed to ${email}`,
    async () => {
      const mails = (await (await fetch(new URL('/dev/outbox', site))).json()) as Array<{ id: number; to: string; text: string }>;
      const mail = mails.find((entry) => entry.to === email && entry.id > newerThan);
      const code = mail ? /\b(\d{6})\b/.exec(mail.text)?.[1] : undefined;
      return mail && code ? { code, id: mail.id } : null;
    },
    30_000,
  );
}

/** Registers a member through the API (for journeys about something else than signing up). */
export async function registerMember(site: string, name: string, password: string): Promise<string> {
  const email = `${name}${Date.now()}${Math.floor(Math.random() * 1000)}@example.com`;
  await fetch(new URL('/api/users/send_verification_code', site), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, purpose: 'register' }),
  });
  const { code } = await latestCode(site, email);
  await api(site, '/api/users/register', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password, code }) });
  return email;
}

export function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

/**
 * A visitor who already answered the privacy choices (statistics yes, marketing no), as in playwright.config.ts, so
 * the consent dialog does not cover the screens a journey drives; the consent journey starts without it.
 */
export async function decidedVisitor(session: EngineSession): Promise<void> {
  await session.goto('/robots.txt', { waitForApp: false });
  await session.evaluate((value: string) => {
    document.cookie = `consent=${value}; path=/; SameSite=Lax`;
  }, `v1.a1.m0.${Date.now()}`);
}

/** The page's first heading's text. */
export const heading = (session: EngineSession) => session.evaluate(() => document.querySelector('h1')?.textContent?.trim() ?? '');

/** Waits until the page's path (and search) matches `pattern` and is not `leaving` (the page the step started on). */
export async function waitForPath(session: EngineSession, pattern: RegExp, leaving?: string, timeoutMs = 20_000): Promise<string> {
  return poll(
    `the address to match ${pattern}${leaving ? ` and not be ${leaving}` : ''}`,
    async () => {
      const url = new URL(await session.url());
      const path = url.pathname + url.search;
      return pattern.test(path) && path !== leaving ? path : null;
    },
    timeoutMs,
  );
}

/** The login dialog's field labelled `key` (account namespace). */
export const dialogField = (lang: string, key: string) => ({ css: ':is(dialog[open], [role="dialog"]) input', exactName: text(lang, 'account', key) });

/** Signs in by password through the open login dialog; the page reloads signed in. */
export async function signInByPassword(session: EngineSession, lang: string, email: string, password: string): Promise<void> {
  await session.fill(dialogField(lang, 'email'), email);
  await session.click({ css: ':is(dialog[open], [role="dialog"]) button', exactName: text(lang, 'account', 'next') });
  await session.fill(dialogField(lang, 'password'), password);
  await markDocument(session);
  await session.click({ css: ':is(dialog[open], [role="dialog"]) button', exactName: text(lang, 'account', 'signIn') });
  await waitForNewDocument(session);
}

/** Marks the page's document, so a later step can tell it was replaced (a reload) from in-page changes. */
export const markDocument = (session: EngineSession) =>
  session.evaluate(() => {
    (window as unknown as { engineJourneyMark?: boolean }).engineJourneyMark = true;
  });

/** Waits until the marked document was replaced and the new one is hydrated. */
export const waitForNewDocument = (session: EngineSession) =>
  session.waitFor(
    'the page to reload and hydrate',
    () => !(window as unknown as { engineJourneyMark?: boolean }).engineJourneyMark && document.documentElement.hasAttribute('data-app-ready'),
    [],
    30_000,
  );

export const PASSWORD = 'correct horse 31';
