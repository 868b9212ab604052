import type { ServiceIdentifier } from 'inversify';

/** A window opened in the click's own task (so popup blockers let it through), pointed at its page later. */
export interface ShareWindow {
  point(url: string): void;
}

/** What the browser offers for sharing: windows, the clipboard, its own share sheet, and the visitor's return. */
export interface ShareDevice {
  /** Opens an empty window at once; null when the browser refused it. Call it in the click's task. */
  openWindow(): ShareWindow | null;
  /** True when the device has its own share sheet (navigator.share). */
  readonly canShareNatively: boolean;
  /** Opens the share sheet; false when the visitor cancelled it or the browser refused. */
  shareNatively(link: string): Promise<boolean>;
  /**
   * Copies a text to the clipboard; false when the browser refused. Call it in the click's task: Safari allows a
   * write only there. A text still on its way (a promise) is handed to the clipboard at once where the browser
   * takes one (ClipboardItem), else written when it arrives.
   */
  copy(text: string | Promise<string>): Promise<boolean>;
  /** Called when the visitor comes back to the page (window focus, tab shown); returns an unsubscribe function. */
  onReturn(listener: () => void): () => void;
}
export const ShareDevice = Symbol.for('ShareDevice') as ServiceIdentifier<ShareDevice>;
