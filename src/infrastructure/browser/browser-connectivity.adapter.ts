import type { Connectivity } from '../../application/site/connectivity.port';

/** navigator.onLine and the window's online and offline events. */
export class BrowserConnectivity implements Connectivity {
  online(): boolean {
    return globalThis.navigator?.onLine ?? true;
  }

  onChange(listener: (online: boolean) => void): () => void {
    const online = () => listener(true);
    const offline = () => listener(false);
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
  }
}
