/*
 * Full screen for the player, by what the browser has (feature detection, never the user agent): the Fullscreen API
 * on the player's frame, so the site's own controls and subtitles go along; Safari before 16.4 spells it
 * webkitRequestFullscreen; an iPhone has no element full screen at all, only the video element's own full-screen
 * view (webkitEnterFullscreen), with the system's controls.
 */

type WebKitDocument = Document & { webkitFullscreenElement?: Element | null; webkitExitFullscreen?: () => void };
type WebKitElement = HTMLElement & { webkitRequestFullscreen?: () => void };
type WebKitVideo = HTMLVideoElement & { webkitEnterFullscreen?: () => void; webkitExitFullscreen?: () => void; webkitDisplayingFullscreen?: boolean };

export type FullscreenMode = 'element' | 'video' | 'none';

/** How `frame` (or, failing that, `video`) can go full screen in this browser. */
export function fullscreenMode(doc: Document, frame: HTMLElement | null, video: HTMLVideoElement | null): FullscreenMode {
  const element = frame as WebKitElement | null;
  if (element && doc.fullscreenEnabled !== false && (typeof element.requestFullscreen === 'function' || typeof element.webkitRequestFullscreen === 'function'))
    return 'element';
  if (typeof (video as WebKitVideo | null)?.webkitEnterFullscreen === 'function') return 'video';
  return 'none';
}

/** Whether the player is full screen now, either way. */
export function isFullscreen(doc: Document, frame: HTMLElement | null, video: HTMLVideoElement | null): boolean {
  const current = doc.fullscreenElement ?? (doc as WebKitDocument).webkitFullscreenElement ?? null;
  if (frame !== null && current === frame) return true;
  return (video as WebKitVideo | null)?.webkitDisplayingFullscreen === true;
}

/** Enters full screen if it is not, leaves it if it is. */
export function toggleFullscreen(doc: Document, frame: HTMLElement | null, video: HTMLVideoElement | null): void {
  const webkitDoc = doc as WebKitDocument;
  const webkitVideo = video as WebKitVideo | null;
  if (isFullscreen(doc, frame, video)) {
    if (webkitVideo?.webkitDisplayingFullscreen) webkitVideo.webkitExitFullscreen?.();
    else if (typeof doc.exitFullscreen === 'function') void doc.exitFullscreen().catch(() => undefined);
    else webkitDoc.webkitExitFullscreen?.();
    return;
  }
  const mode = fullscreenMode(doc, frame, video);
  if (mode === 'element') {
    const element = frame as WebKitElement;
    if (typeof element.requestFullscreen === 'function') void element.requestFullscreen().catch(() => undefined);
    else element.webkitRequestFullscreen?.();
  } else if (mode === 'video') webkitVideo?.webkitEnterFullscreen?.();
}

/** The events that say the player went in or out of full screen, either way. */
export const DOCUMENT_FULLSCREEN_EVENTS = ['fullscreenchange', 'webkitfullscreenchange'] as const;
export const VIDEO_FULLSCREEN_EVENTS = ['webkitbeginfullscreen', 'webkitendfullscreen'] as const;
