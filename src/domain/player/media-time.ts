/** Seconds as m:ss (or h:mm:ss), the way players show times. Negative or non-finite values read as 0:00. */
export function clockTime(totalSeconds: number): string {
  const seconds = Number.isFinite(totalSeconds) ? Math.max(0, Math.floor(totalSeconds)) : 0;
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/**
 * The media's own duration once it is known: a media element reports NaN before its metadata and Infinity for a
 * live stream, and neither may be shown or used as the seek bar's end.
 */
export function knownDuration(reported: number): number | null {
  return Number.isFinite(reported) && reported > 0 ? reported : null;
}

/** A seek target kept inside the media: never before 0, never past the known end. */
export function clampSeek(seconds: number, duration: number | null): number {
  const start = Number.isFinite(seconds) ? Math.max(0, seconds) : 0;
  return duration === null ? start : Math.min(start, duration);
}
