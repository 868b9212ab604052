import { injectable } from 'inversify';
import type { ShareDevice, ShareWindow } from '../../application/sharing/share-device.port';

/** ShareDevice over window.open, the Clipboard API (writeText, or ClipboardItem for a promised text), navigator.share and focus/visibility events. */
@injectable()
export class BrowserShareDevice implements ShareDevice {
  openWindow(): ShareWindow | null {
    // No 'noopener' here: with it window.open answers null and the window could not be pointed anywhere later.
    const opened = window.open('', '_blank');
    if (!opened) return null;
    opened.opener = null;
    return {
      point(url) {
        opened.location.href = url;
      },
    };
  }

  get canShareNatively(): boolean {
    return typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  }

  async shareNatively(link: string): Promise<boolean> {
    try {
      await navigator.share({ url: link });
      return true;
    } catch {
      return false;
    }
  }

  /**
   * Writes in the caller's task, the click's (Safari refuses a write after an await). A text still on its way goes as
   * a ClipboardItem holding its promise, which keeps the click's permission until it arrives; a browser without
   * ClipboardItem gets the text when it arrives.
   */
  copy(text: string | Promise<string>): Promise<boolean> {
    const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
    if (!clipboard) return Promise.resolve(false);
    try {
      const written =
        typeof text === 'string'
          ? clipboard.writeText(text)
          : typeof ClipboardItem === 'function' && typeof clipboard.write === 'function'
            ? clipboard.write([new ClipboardItem({ 'text/plain': text.then((value) => new Blob([value], { type: 'text/plain' })) })])
            : text.then((value) => clipboard.writeText(value));
      return written.then(
        () => true,
        () => false,
      );
    } catch {
      return Promise.resolve(false);
    }
  }

  onReturn(listener: () => void): () => void {
    const onVisibility = (): void => {
      if (document.visibilityState === 'visible') listener();
    };
    window.addEventListener('focus', listener);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('focus', listener);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }
}
