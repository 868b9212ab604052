import { BUILD_CHECK_INTERVAL_MS, RELOAD_GUARD_MS } from '../constants';

/** The event the app raises when a newer build has been deployed. */
export const APP_MANIFEST_UPDATE = 'app-manifest-update';

/** A newer build is out: the app may reload to pick it up. */
export interface AppManifestUpdate {
  readonly type: typeof APP_MANIFEST_UPDATE;
  readonly buildId: string;
}

/** How often the build is checked (60 minutes). */
export const BUILD_CHECK_INTERVAL = BUILD_CHECK_INTERVAL_MS;

/**
 * Compares the latest deployed build id with the running one: an app-manifest-update event when they
 * differ, null when they match or when the latest id is blank (a half-written manifest is no new build).
 */
export function compareBuilds(runningId: string, latestId: string): AppManifestUpdate | null {
  const latest = latestId.trim();
  if (latest === '' || latest === runningId.trim()) return null;
  return { type: APP_MANIFEST_UPDATE, buildId: latest };
}

/** True when a check is due: never checked yet, or the interval has passed since the last one. */
export function isCheckDue(lastCheckAt: number | null, now: number): boolean {
  return lastCheckAt === null || now - lastCheckAt >= BUILD_CHECK_INTERVAL_MS || now < lastCheckAt;
}

/**
 * True when an automatic reload may happen: none happened within the last 10 s. A reload time in the
 * future (the clock was set back) does not block, or the guard could block reloads indefinitely.
 */
export function shouldReload(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || now - lastReloadAt >= RELOAD_GUARD_MS || now < lastReloadAt;
}
