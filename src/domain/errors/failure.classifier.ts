import type { FailureInput, FailureOutcome } from './failure.types';
import { isMessageKey, messageFromServer, type UserMessage } from './user-message';

/** The body code that means "sign in first". */
export const unauthorizedCode = 401;

const networkToast: UserMessage = { key: 'site-errors:network', text: 'Network error' };

/** Maps one failed API request to what the SPA does about it, following the error catalogue of spec section 8. */
export function classifyFailure(input: FailureInput): FailureOutcome {
  switch (input.kind) {
    case 'network':
      return { kind: 'network', toast: networkToast, openLogin: false, code: 0, msgKey: 'site-errors:network', status: 0 };
    case 'timeout':
      return {
        kind: 'network',
        toast: { key: 'site-errors:timeout', text: 'Network error' },
        openLogin: false,
        code: 0,
        msgKey: 'site-errors:timeout',
        status: 0,
      };
    case 'invalid':
      return {
        kind: 'invalid',
        toast: { key: 'site-errors:invalid_response' },
        openLogin: false,
        code: 0,
        msgKey: 'site-errors:invalid_response',
        status: input.status,
      };
    case 'unsent':
      // Nothing failed that the visitor should hear of: the browser sends the call itself.
      return { kind: 'unsent', toast: null, openLogin: false, code: 0, msgKey: 'site-errors:generic', status: 0 };
    case 'body':
    case 'http':
      return classifyResponse(input);
  }
}

function classifyResponse(input: Extract<FailureInput, { kind: 'body' | 'http' }>): FailureOutcome {
  const bodyCode = input.body?.code;
  const code = bodyCode !== undefined && bodyCode !== 0 ? bodyCode : input.status;
  const msgKey = keyOf(input.body?.msg) ?? 'site-errors:generic';
  // A 401 in the body (or as the bare status) means the session is missing or expired: ask the visitor to sign in.
  if (bodyCode === unauthorizedCode || (input.kind === 'http' && input.status === unauthorizedCode && !input.body)) {
    const unauthorizedKey = keyOf(input.body?.msg) ?? 'site-errors:unauthorized';
    return { kind: 'unauthorized', toast: null, openLogin: true, code: unauthorizedCode, msgKey: unauthorizedKey, status: input.status };
  }
  // A 2xx status text ('OK') says nothing about the failure, so only HTTP errors fall back to it.
  const fallback = input.kind === 'http' ? input.statusText : '';
  const kind = input.kind === 'http' ? 'http' : 'api';
  return { kind, toast: messageFromServer(input.body?.msg, fallback), openLogin: false, code, msgKey, status: input.status };
}

function keyOf(msg: string | undefined): string | undefined {
  const trimmed = msg?.trim() ?? '';
  return isMessageKey(trimmed) ? `site-errors:${trimmed}` : undefined;
}
