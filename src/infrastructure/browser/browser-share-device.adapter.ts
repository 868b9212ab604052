import { injectable } from 'inversify';
import type { ShareDevice, ShareWindow } from '../../application/sharing/share-device.port';

/** ShareDevice over window.open, the Clipboard API, navigator.share and focus/visibility events. */
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

  async copy(text: string): Promise<boolean> {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      return false;
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
