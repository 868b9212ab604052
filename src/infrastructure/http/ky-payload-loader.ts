import ky from 'ky';
import type { PreloadedResponses } from '../../../contract/preloaded-responses';
import type { PayloadLoader } from './page-payload-cache';

/** Long enough for a phone network, short enough that a page whose payload hangs soon asks for its data itself. */
export const PAYLOAD_TIMEOUT_MS = 4_000;

/**
 * Loads a payload from the site itself (the URL is always a site path, see pagePayloadPath). Anything but an
 * envelope with an object of answers is no payload: null, and the page's calls go to the network.
 */
export function kyPayloadLoader(origin = '', timeoutMs = PAYLOAD_TIMEOUT_MS): PayloadLoader {
  return async (payloadUrl) => {
    try {
      const body = await ky(`${origin}${payloadUrl}`, { timeout: timeoutMs, retry: 0 }).json<{ code?: unknown; data?: unknown }>();
      const data = body?.data;
      if (body?.code !== 0 || typeof data !== 'object' || data === null || Array.isArray(data)) return null;
      return { ...(data as PreloadedResponses) };
    } catch {
      return null;
    }
  };
}
