import { buildPath, type CallDefinition } from '../../contract/call';
import type { SampleRequest } from './sample-requests';

/** Builds the fetch Request a caller would send for a call: path filled, query encoded, JSON or form body. */
export function buildRequest(origin: string, call: CallDefinition, sample: SampleRequest = {}): Request {
  const url = new URL(buildPath(call.path, sample.params), origin);
  for (const [name, value] of Object.entries(sample.query ?? {})) url.searchParams.set(name, value);
  const headers = new Headers(sample.headers);
  let body: string | FormData | undefined;
  if (sample.body !== undefined && call.bodyType === 'multipart') {
    // fetch writes the multipart content type with its boundary.
    body = new FormData();
    for (const [name, value] of Object.entries(sample.body)) body.append(name, value as string | Blob);
  } else if (sample.body !== undefined) {
    const form = call.bodyType === 'form';
    headers.set('content-type', form ? 'application/x-www-form-urlencoded' : 'application/json');
    body = form ? new URLSearchParams(sample.body as Record<string, string>).toString() : JSON.stringify(sample.body);
  }
  return new Request(url, { method: call.method, headers, body });
}
