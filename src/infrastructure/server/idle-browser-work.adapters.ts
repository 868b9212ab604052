import type { BrowserEnvironment } from '../../application/shared/browser-environment.port';
import type { BuildChecker } from '../../application/shared/build-checker.port';
import type { FileSaver } from '../../application/shared/file-saver.port';
import type { Fingerprint } from '../../application/shared/fingerprint.port';
import type { PageLifecycle } from '../../application/shared/page-lifecycle.port';
import type { PagePayloads } from '../../application/shared/page-payloads.port';
import type { SessionMemory } from '../../application/shared/session-memory.port';
import type { TagManager } from '../../application/shared/tag-manager.port';
import type { Toast, Toaster } from '../../application/shared/toaster.port';
import type { TrackingPixel } from '../../application/shared/tracking-pixel.port';
import { BrowserOnlyWork } from '../../domain/errors/left-to-the-browser';

/*
 * The ports that measure or talk to a browser, as a server render sees them: work that belongs to the visitor's
 * browser (tracking, tag manager, fingerprinting, the build check, page lifecycle, prefetching, saving files) does
 * nothing here, and runs in the browser
 * once the page is hydrated.
 */

/** No events are sent while rendering: the browser sends the page view itself. */
export class IdleTrackingPixel implements TrackingPixel {
  send(): void {}
}

/** The tag manager loads in the browser, after the visitor's consent is known. */
export class IdleTagManager implements TagManager {
  load(): void {}
  update(): void {}
}

/** A render prefetches nothing: the page it renders already carries its answers. */
export class IdlePagePayloads implements PagePayloads {
  prefetch(): void {}
  enter(): void {}
}

/**
 * A toast is a passing word to the visitor in front of the page, not part of it: one shown during a render (a call
 * that failed there) went into the HTML, which the browser's first render did not have (hydration error #418), and
 * stayed in cached pages. The browser makes the call again and shows its own toast.
 */
export class NoToasts implements Toaster {
  readonly toasts: readonly Toast[] = [];
  show(): void {}
  dismiss(): void {}
}

/** Files are saved by a visitor's click, which never happens during a render. */
export class NoFileSaver implements FileSaver {
  save(): void {
    throw new Error('No file is saved on the server');
  }
}

/**
 * A server never fingerprints a visitor: a store that asks is refused at once with BrowserOnlyWork, which it takes
 * quietly (no failure: the browser identifies the visitor once the page is hydrated) and stays anonymous.
 */
export class NoFingerprint implements Fingerprint {
  hash(): Promise<string> {
    return Promise.reject(new BrowserOnlyWork('The visitor is fingerprinted in the browser, not by a server render'));
  }
}

/** The server renders with the build it serves (its id is in the page's head, not in the code); it never checks for a newer one. */
export class ServedBuild implements BuildChecker {
  readonly currentBuildId = '';

  latestBuildId(): Promise<string> {
    return Promise.resolve(this.currentBuildId);
  }
}

/** A render is never hidden or shown. */
export class IdlePageLifecycle implements PageLifecycle {
  onHide(): () => void {
    return () => undefined;
  }

  onShow(): () => void {
    return () => undefined;
  }
}

/** Per-request memory: what a render writes is gone with the request. */
export class RequestSessionMemory implements SessionMemory {
  private readonly values = new Map<string, string>();

  get(key: string): string | null {
    return this.values.get(key) ?? null;
  }

  set(key: string, value: string): void {
    this.values.set(key, value);
  }
}

/** The request as a browser environment: its host and language; no referrer or agent (the page is public). */
export class RequestEnvironment implements BrowserEnvironment {
  readonly referrer = '';
  readonly userAgent = '';

  constructor(
    readonly host: string,
    readonly languages: readonly string[],
    /** The request's `Sec-GPC` header: with the consent cookie, whether the page asks for a privacy choice. */
    readonly globalPrivacyControl: boolean = false,
  ) {}
}
