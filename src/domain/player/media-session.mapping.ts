/**
 * What the operating system's media controls (lock screen, headset, notification, Picture-in-Picture window) show
 * and do for the playing episode: the Media Session's metadata, action handlers and position, decided here and
 * handed to the browser by an adapter.
 */

/** The playing video as the page knows it. */
export interface NowPlaying {
  /** The episode's (or clip's) title, in the page's language. */
  readonly title: string;
  readonly dramaTitle: string;
  /** Null for trailers and clips. */
  readonly episodeNumber: number | null;
  readonly posterUrl: string;
}

export interface SessionArtwork {
  readonly src: string;
}

/** MediaMetadata's fields. */
export interface SessionMetadata {
  readonly title: string;
  readonly artist: string;
  readonly album: string;
  readonly artwork: readonly SessionArtwork[];
}

/** The Media Session actions the player answers. */
export const SESSION_ACTIONS = ['play', 'pause', 'seekbackward', 'seekforward', 'seekto', 'previoustrack', 'nexttrack'] as const;
export type SessionAction = (typeof SESSION_ACTIONS)[number];

/** What the browser passes to an action handler (MediaSessionActionDetails' fields used here). */
export interface SessionActionDetails {
  readonly seekOffset?: number | null;
  readonly seekTime?: number | null;
}

export type SessionHandler = (details: SessionActionDetails) => void;
/** A handler per action; null where the action is not offered (no previous episode, say), so its button is hidden. */
export type SessionHandlers = Readonly<Record<SessionAction, SessionHandler | null>>;

/** What the player can be asked to do. */
export interface SessionCommands {
  play(): void;
  pause(): void;
  seekBy(seconds: number): void;
  seekTo(seconds: number): void;
  /** The neighbouring episodes, null where there is none (as the in-page Previous and Next buttons). */
  readonly previous: (() => void) | null;
  readonly next: (() => void) | null;
}

/** The seek step when the system does not say (the player's arrow keys step 5 s; a headset's skip is coarser). */
export const DEFAULT_SEEK_SECONDS = 10;

/**
 * The metadata: the episode's title, the drama as album, and as artist the drama with the episode number
 * ("Love in Bloom · Episode 3", `episodeLabel` gives the localized "Episode 3"), the poster as artwork.
 */
export function sessionMetadata(now: NowPlaying, episodeLabel: (episodeNumber: number) => string): SessionMetadata {
  const artist = now.episodeNumber === null ? now.dramaTitle : [now.dramaTitle, episodeLabel(now.episodeNumber)].filter(Boolean).join(' · ');
  return { title: now.title, artist, album: now.dramaTitle, artwork: now.posterUrl ? [{ src: now.posterUrl }] : [] };
}

const offset = (details: SessionActionDetails) =>
  typeof details.seekOffset === 'number' && Number.isFinite(details.seekOffset) && details.seekOffset > 0 ? details.seekOffset : DEFAULT_SEEK_SECONDS;

/** The action handlers: play and pause, seeking, and previous/next track to the neighbouring episodes. */
export function sessionHandlers(commands: SessionCommands): SessionHandlers {
  const { previous, next } = commands;
  return {
    play: () => commands.play(),
    pause: () => commands.pause(),
    seekbackward: (details) => commands.seekBy(-offset(details)),
    seekforward: (details) => commands.seekBy(offset(details)),
    seekto: (details) => {
      if (typeof details.seekTime === 'number' && Number.isFinite(details.seekTime)) commands.seekTo(details.seekTime);
    },
    previoustrack: previous ? () => previous() : null,
    nexttrack: next ? () => next() : null,
  };
}

/** MediaPositionState's fields. */
export interface SessionPosition {
  readonly duration: number;
  readonly position: number;
  readonly playbackRate: number;
}

/**
 * The position for the system's scrubber, or null while the length is unknown (the browser rejects a state without
 * a finite duration, or with the position past it).
 */
export function sessionPosition(duration: number | null, position: number, playbackRate: number): SessionPosition | null {
  if (duration === null || !Number.isFinite(duration) || duration <= 0) return null;
  const at = Number.isFinite(position) ? Math.min(Math.max(0, position), duration) : 0;
  return { duration, position: at, playbackRate: Number.isFinite(playbackRate) && playbackRate > 0 ? playbackRate : 1 };
}
