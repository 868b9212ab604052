import type { Hono } from 'hono';

/** Options of one in-process request in the server tests. */
export interface TestRequestOptions {
  json?: unknown;
  form?: Record<string, string>;
  token?: string;
  fingerprint?: string;
  srcFingerprint?: string;
  headers?: Record<string, string>;
  /** The peer address the per-IP limits see. */
  ip?: string;
}

/** A parsed answer: HTTP status, the JSON body (or null) and the headers. */
export interface TestResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
  text: string;
}

/** Sends a request to the app in process, the way the SPA's HTTP adapter does (headers of spec section 7). */
export async function send(app: Hono<any>, method: string, path: string, options: TestRequestOptions = {}): Promise<TestResponse> {
  const headers: Record<string, string> = { ...options.headers };
  let body: string | undefined;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(options.form).toString();
  }
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.fingerprint) headers.fingerprint = options.fingerprint;
  if (options.srcFingerprint) headers.srcfingerprint = options.srcFingerprint;
  const env = { incoming: { socket: { remoteAddress: options.ip ?? '127.0.0.1', remotePort: 1, remoteFamily: 'IPv4' } } };
  const response = await app.request(path, { method, headers, body }, env);
  const text = await response.text();
  let parsed: any = null;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = null;
  }
  return { status: response.status, body: parsed, headers: response.headers, text };
}
