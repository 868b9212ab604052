import { startPlayback } from './start-playback';
import { VIDEO_CLASS } from './use-standby-video.hook';
import { whenMoving } from './when-moving';

/**
 * A free episode started by the tap on its link in a film page's list, before its page exists (issue 32). On a
 * phone the episode page shows the episode full screen, and rendering that page takes a slow phone's main thread
 * for most of a second, during which a `<video>` made by the page could not even start loading. So the tap makes
 * the `<video>` itself: a finger on the link asks for the file's first bytes, the tap plays it full screen over the
 * film page, and the navigation waits until its picture moves. The episode page's player then takes this element
 * into its frame, playing (useTappedVideo), instead of making its own.
 */
interface TappedStart {
  /** The file as the episode's video answer names it, without the start moment. */
  readonly url: string;
  readonly element: HTMLVideoElement;
  /** The full-screen layer over the film page, once the tap came; null while only a finger is down. */
  stage: HTMLElement | null;
  expiry: ReturnType<typeof setTimeout>;
}

/** A finger that lifts without a tap (a scroll) leaves its element this long before it is let go. */
export const UNTAPPED_MS = 3000;
/** A tapped start that no player took over by then (the page failed, the episode turned out locked) is let go. */
export const UNCLAIMED_MS = 10_000;
/** The navigation waits at most this long for the tapped picture to move before the page renders anyway. */
export const TAPPED_MOVE_CAP_MS = 1000;

let current: TappedStart | null = null;

/**
 * A finger is on a free episode's link, whose file's head is on its way (`head`, fetched with the touch): the
 * element asks for the file once that head is in the HTTP cache, and reads it from there. It could not ask sooner
 * anyway: a browser holds a media element's loading back while it handles the touch and the tap (a few hundred
 * milliseconds on a slow phone), where a fetch made in the touch leaves at once; and asking while the head is on its
 * way fetches the same bytes twice on a thin line.
 */
export function readyTappedStart(url: string, startAt: number | null, head: Promise<void> | null): void {
  if (current?.url === url) return;
  dropTappedStart();
  const element = document.createElement('video');
  element.className = VIDEO_CLASS;
  // The attribute, not the property: Firefox has no `playsInline` property, and iOS plays full screen without it.
  element.setAttribute('playsinline', '');
  element.preload = 'metadata';
  current = { url, element, stage: null, expiry: setTimeout(dropTappedStart, UNTAPPED_MS) };
  // Where the visitor stopped: the browser starts there rather than at 0 and seeking after the metadata.
  const source = startAt ? `${url}#t=${startAt}` : url;
  const load = () => {
    if (current?.element === element) element.src = source;
  };
  if (head) void head.then(load, load);
  else load();
}

/**
 * The tap: plays the episode inside the visitor's gesture, full screen over the page. Settles once its picture
 * moves (or after TAPPED_MOVE_CAP_MS), which is when the episode page may take the main thread.
 */
export function startTapped(url: string, startAt: number | null): Promise<void> {
  readyTappedStart(url, startAt, null);
  const start = current!;
  clearTimeout(start.expiry);
  start.expiry = setTimeout(dropTappedStart, UNCLAIMED_MS);
  if (!start.stage) {
    const stage = document.createElement('div');
    stage.className = 'tap-stage';
    const frame = document.createElement('div');
    frame.className = 'tap-stage__frame';
    frame.append(start.element);
    stage.append(frame);
    document.body.append(stage);
    start.stage = stage;
    // Back before the page came: nothing is left covering the page the visitor went back to.
    addEventListener('popstate', dropTappedStart, { once: true });
  }
  // In the gesture, even while its file is not asked for yet: it then plays as soon as it can.
  void startPlayback(start.element);
  return new Promise((resolve) => whenMoving(start.element, resolve, TAPPED_MOVE_CAP_MS));
}

/** The tapped element playing `url`, for the player to take over; null when no tap started it. */
export function tappedVideoFor(url: string): HTMLVideoElement | null {
  return current?.stage && current.url === url ? current.element : null;
}

/** The player has moved `element` into its frame: the layer over the page goes, the start is the player's now. */
export function tappedVideoAdopted(element: HTMLVideoElement): void {
  if (current?.element !== element) return;
  clearTimeout(current.expiry);
  current.stage?.remove();
  removeEventListener('popstate', dropTappedStart);
  current = null;
}

/** Lets go of a start no player took: stopped, its download cancelled, the layer gone. */
export function dropTappedStart(): void {
  if (!current) return;
  const { element, stage, expiry } = current;
  current = null;
  clearTimeout(expiry);
  removeEventListener('popstate', dropTappedStart);
  element.pause();
  element.removeAttribute('src');
  element.load();
  stage?.remove();
}
