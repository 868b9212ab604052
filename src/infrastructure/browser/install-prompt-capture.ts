/** The deferred `beforeinstallprompt` event (not in TypeScript's DOM types: Chromium only). */
export interface DeferredInstallPrompt extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** The browser's install prompt, kept from the moment it fires: it may fire before the app's later code is here. */
export const capturedInstallPrompt: { event: DeferredInstallPrompt | null; readonly listeners: Set<() => void> } = { event: null, listeners: new Set() };

/** Keeps the browser's install prompt for the site's own offer, which asks at a better moment (src/domain/install). */
export function captureInstallPrompt(target: Window): void {
  target.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    capturedInstallPrompt.event = event as DeferredInstallPrompt;
    for (const listener of capturedInstallPrompt.listeners) listener();
  });
}
