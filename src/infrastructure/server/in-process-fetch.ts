import { preloadKey, type PreloadedResponses } from '../../../contract/preloaded-responses';
import { UnsentWrite } from '../http/unsent-write';

/** Sends a request through the server's own application (every middleware included), without a socket. */
export type SendInProcess = (pathAndQuery: string, init: RequestInit) => Response | Promise<Response>;

/** What a server render asks the API: the language and host of the visitor's request, and nothing personal. */
export interface InProcessRequest {
  readonly send: SendInProcess;
  readonly language: string;
  readonly host: string;
  /** Successful and not-found read answers, by request key: the server writes them into the page for the browser's stores. */
  readonly answers: PreloadedResponses;
}

/**
 * A fetch for the server render's API client. Reads go through the application in process, with the request's
 * language and host and without any session or visitor header (the page is the same for every visitor), and each
 * successful envelope is kept for the page. Writes (a play, a share visit) are never sent from a render: they are
 * refused at once (UnsentWrite), so no timeout runs for them on a container nobody reads; the browser sends them
 * once the page is hydrated.
 */
export function inProcessFetch(request: InProcessRequest): typeof fetch {
  return async (input, init) => {
    const outgoing = new Request(input, init);
    const url = new URL(outgoing.url);
    if (outgoing.method !== 'GET') throw new UnsentWrite(outgoing.method, url.pathname);
    const response = await request.send(`${url.pathname}${url.search}`, {
      headers: { 'Accept-Language': request.language, 'X-Domain': request.host },
    });
    const text = await response.text();
    if (response.ok || response.status === 404) keepAnswer(request.answers, preloadKey(url.pathname, Object.fromEntries(url.searchParams)), text);
    return new Response(text, { status: response.status, statusText: response.statusText, headers: response.headers });
  };
}

function keepAnswer(answers: PreloadedResponses, key: string, text: string): void {
  try {
    const envelope = JSON.parse(text) as { code?: unknown };
    // A page rendered as "not found" must hydrate as not found: the browser's stores start from that answer too,
    // instead of showing their loading state over the server's 404 screen (hydration error #418).
    if (envelope.code === 0 || envelope.code === 404) answers[key] = envelope;
  } catch {
    // Not an envelope: the browser asks again.
  }
}
