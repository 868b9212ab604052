import type { PreloadedResponses } from '../../contract/preloaded-responses';
import { landingCallKey, type LandingCall } from './landing-calls';

/** Sends a request through the server's own application (every middleware included), without a socket. */
export type ApiFetch = (path: string, init: RequestInit) => Response | Promise<Response>;

/** How long a page waits for its preloaded answers; what is not ready by then the SPA fetches itself. */
export const PRELOAD_BUDGET_MS = 250;

export interface PreloadRequest {
  readonly calls: readonly LandingCall[];
  readonly lang: string;
  /** The visitor sent a session: answers personalised for members (auth 'optional') are left to the SPA. */
  readonly signedIn: boolean;
  readonly host: string;
}

/**
 * Runs a page's landing calls through the API and keeps the successful envelopes by request key. Calls that need a
 * session are never preloaded; failures and slow answers are simply left out, so the page is never held up.
 */
export async function loadPreloadedResponses(fetchApi: ApiFetch, request: PreloadRequest, budgetMs = PRELOAD_BUDGET_MS): Promise<PreloadedResponses> {
  const answers: PreloadedResponses = {};
  const eligible = request.calls.filter(({ call }) => call.method === 'GET' && (call.auth === 'none' || (call.auth === 'optional' && !request.signedIn)));
  const headers = { 'Accept-language': request.lang, 'X-Domain': request.host };
  const fetchOne = async (landing: LandingCall): Promise<void> => {
    const key = landingCallKey(landing);
    try {
      const response = await fetchApi(key, { headers });
      const envelope = (await response.json()) as { code?: unknown };
      if (response.ok && envelope.code === 0) answers[key] = envelope;
    } catch {
      // Left to the SPA, which reports its own failures.
    }
  };
  let timer: NodeJS.Timeout | undefined;
  const budget = new Promise<void>((resolve) => (timer = setTimeout(resolve, budgetMs)));
  await Promise.race([Promise.all(eligible.map(fetchOne)), budget]);
  clearTimeout(timer);
  // A copy: answers arriving after the budget must not change what was already written into the page.
  return { ...answers };
}
