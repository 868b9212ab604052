/*
 * Line icons drawn in the text colour. SVG rather than emoji: emoji fonts differ by platform (and are missing on
 * some), so a 🔒 could be a colour picture, a grey outline or a blank box. Icons are decorative: the control that
 * holds one carries the accessible name.
 */
export const ICON_PATHS = {
  lock: 'M7 11V8a5 5 0 0 1 10 0v3M5 11h14v10H5z',
  play: 'M7 4.5v15l12.5-7.5z',
  pause: 'M8 5v14M16 5v14',
  volume: 'M4 9h4l5-4v14l-5-4H4zM16.5 8.5a5 5 0 0 1 0 7M19 6a8.5 8.5 0 0 1 0 12',
  muted: 'M4 9h4l5-4v14l-5-4H4zM16 9l6 6M22 9l-6 6',
  fullscreen: 'M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5',
  pictureInPicture: 'M3 5h18v14H3zM12 12h6v4.5h-6z',
  search: 'M11 4a7 7 0 1 0 0 14a7 7 0 1 0 0-14M20 20l-4-4',
  previous: 'M6 5v14M19 5 9 12l10 7z',
  next: 'M18 5v14M5 5l10 7-10 7z',
  subtitles: 'M3 6h18v12H3zM7 13.5h3M12 13.5h5M7 10.5h10',
  back: 'M15 5l-7 7 7 7',
  home: 'M4 11l8-7 8 7v9h-5v-6H9v6H4z',
  feed: 'M7 3h10v18H7zM10.5 9.5v5l4-2.5z',
  ranking: 'M5 20V10M12 20V4M19 20v-7',
  account: 'M12 4a4 4 0 1 0 0 8a4 4 0 1 0 0-8M4 21c1.2-4 4.3-6 8-6s6.8 2 8 6',
  close: 'M6 6l12 12M18 6 6 18',
  share: 'M12 15V4M7.5 8.5 12 4l4.5 4.5M5 12v8h14v-8',
  comment: 'M4 5h16v11H10l-5 4v-4H4z',
  bell: 'M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 20.5a2 2 0 0 0 4 0',
} as const;

export type IconName = keyof typeof ICON_PATHS;

/** Filled shapes; the others are strokes. */
const FILLED: ReadonlySet<IconName> = new Set(['play']);

export function Icon({ name, className }: { name: IconName; className?: string }) {
  const filled = FILLED.has(name);
  return (
    <svg
      className={className ? `icon ${className}` : 'icon'}
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={filled ? 1 : 2.2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={ICON_PATHS[name]} />
    </svg>
  );
}
