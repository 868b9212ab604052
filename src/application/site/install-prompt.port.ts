import type { ServiceIdentifier } from 'inversify';

/** The visitor's answer to the browser's own install dialog. */
export type InstallAnswer = 'accepted' | 'dismissed' | 'unavailable';

/** The browser's offer to install the site as an app (beforeinstallprompt), and the moments the offer waits for. */
export interface InstallPrompt {
  /** Calls `ready` once the browser can show its install dialog (at once if it already can); returns a stop. */
  onInstallable(ready: () => void): () => void;
  /** Calls `done` when the site was installed (from the offer or the browser's own menu); returns a stop. */
  onInstalled(done: () => void): () => void;
  /** Calls `finished` whenever an episode plays to its end; returns a stop. */
  onEpisodeFinished(finished: () => void): () => void;
  /** Shows the browser's install dialog (in the visitor's gesture) and resolves with the answer. */
  prompt(): Promise<InstallAnswer>;
}
export const InstallPrompt = Symbol.for('InstallPrompt') as ServiceIdentifier<InstallPrompt>;
