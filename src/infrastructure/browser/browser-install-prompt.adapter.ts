import type { InstallAnswer, InstallPrompt } from '../../application/site/install-prompt.port';
import { capturedInstallPrompt } from './install-prompt-capture';

/** The browser's install prompt (captured early, install-prompt-capture.ts), `appinstalled`, and videos that end. */
export class BrowserInstallPrompt implements InstallPrompt {
  onInstallable(ready: () => void): () => void {
    if (capturedInstallPrompt.event) ready();
    capturedInstallPrompt.listeners.add(ready);
    return () => void capturedInstallPrompt.listeners.delete(ready);
  }

  onInstalled(done: () => void): () => void {
    window.addEventListener('appinstalled', done);
    return () => window.removeEventListener('appinstalled', done);
  }

  onEpisodeFinished(finished: () => void): () => void {
    // Media events do not bubble: caught on the way down. Only the player's own video (not a clip's preview).
    const ended = (event: Event) => {
      if (event.target instanceof HTMLVideoElement && event.target.classList.contains('player__video')) finished();
    };
    document.addEventListener('ended', ended, true);
    return () => document.removeEventListener('ended', ended, true);
  }

  async prompt(): Promise<InstallAnswer> {
    const event = capturedInstallPrompt.event;
    if (!event) return 'unavailable';
    // A prompt can be shown once: the browser fires a new event if the site may ask again.
    capturedInstallPrompt.event = null;
    try {
      await event.prompt();
      return (await event.userChoice).outcome;
    } catch {
      return 'unavailable';
    }
  }
}
