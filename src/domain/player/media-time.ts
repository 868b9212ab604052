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

/** The longest start time a link may ask for (a day): anything longer is not a moment of an episode. */
const MAX_START_SECONDS = 86_400;

/**
 * The moment a link asks the player to start at (`?t=`): whole or decimal seconds (`75`, `75.5`) or a clock time
 * (`1:15`, `1:02:03`). Anything else, 0 or negative is no start time: the episode opens as it would without it.
 */
export function startTimeParam(raw: string | null): number | null {
  if (raw === null) return null;
  let seconds: number;
  if (/^\d{1,6}(\.\d{1,3})?$/.test(raw)) seconds = Number(raw);
  else if (/^(\d{1,2}:)?\d{1,2}:\d{2}$/.test(raw)) {
    const parts = raw.split(':').map(Number);
    if (parts.slice(1).some((part) => part >= 60)) return null;
    seconds = parts.reduce((total, part) => total * 60 + part, 0);
  } else return null;
  return seconds > 0 && seconds <= MAX_START_SECONDS ? seconds : null;
}
