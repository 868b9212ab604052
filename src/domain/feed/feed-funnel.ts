/**
 * What the feed has reported in this tab's session (issue 34, item 4): each drama's impression, watch start and
 * "episode 2 reached" once, and the episode each start opened on, so that reaching a later episode of that drama on
 * its episode page is attributed to the start from the feed. Kept in session memory as JSON.
 */
export interface FeedFunnelState {
  readonly impressed: readonly number[];
  /** Drama id -> the episode number Watch the series opened. */
  readonly started: Readonly<Record<string, number>>;
  readonly reached: readonly number[];
}

export const EMPTY_FEED_FUNNEL: FeedFunnelState = { impressed: [], started: {}, reached: [] };
/** Dramas remembered per step at most: a session swipes through fewer, and the memory stays small. */
const KEPT = 300;

/** The state after a step, and whether its event is to be sent. */
export interface FeedFunnelStep {
  readonly state: FeedFunnelState;
  readonly send: boolean;
}

const keep = (ids: readonly number[], id: number) => [...ids, id].slice(-KEPT);

/** An item seen for FEED_IMPRESSION_MS: reported unless the drama was already. */
export function impression(state: FeedFunnelState, filmId: number): FeedFunnelStep {
  if (state.impressed.includes(filmId)) return { state, send: false };
  return { state: { ...state, impressed: keep(state.impressed, filmId) }, send: true };
}

/** A tap on Watch the series, opening `episodeNumber`: reported once per drama; a later tap keeps the first start. */
export function watchStart(state: FeedFunnelState, filmId: number, episodeNumber: number): FeedFunnelStep {
  if (String(filmId) in state.started) return { state, send: false };
  const started = Object.fromEntries([...Object.entries(state.started), [String(filmId), episodeNumber]].slice(-KEPT));
  return { state: { ...state, started }, send: true };
}

/**
 * An episode of `filmId` started playing: "episode 2 reached" when the drama was started from the feed in this
 * session and this is a later episode than the one the feed opened (episode 2 for a drama the feed opened on 1),
 * once per drama.
 */
export function episodePlayed(state: FeedFunnelState, filmId: number, episodeNumber: number): FeedFunnelStep {
  const opened = state.started[String(filmId)];
  if (opened === undefined || episodeNumber <= opened || state.reached.includes(filmId)) return { state, send: false };
  return { state: { ...state, reached: keep(state.reached, filmId) }, send: true };
}

const ids = (value: unknown): number[] => (Array.isArray(value) ? value.filter((id): id is number => Number.isInteger(id) && id > 0) : []);

/** The state kept in session memory; anything unreadable is an empty session. */
export function readFeedFunnel(text: string | null): FeedFunnelState {
  try {
    const value = JSON.parse(text ?? 'null') as Partial<Record<keyof FeedFunnelState, unknown>> | null;
    if (!value || typeof value !== 'object') return EMPTY_FEED_FUNNEL;
    const started =
      value.started && typeof value.started === 'object'
        ? Object.fromEntries(Object.entries(value.started).filter(([id, n]) => /^[1-9]\d*$/.test(id) && Number.isInteger(n) && (n as number) > 0))
        : {};
    return { impressed: ids(value.impressed), started: started as Record<string, number>, reached: ids(value.reached) };
  } catch {
    return EMPTY_FEED_FUNNEL;
  }
}
