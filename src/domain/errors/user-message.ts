/**
 * A message for the visitor: a locale key (`namespace:path`) when one exists, and the literal text to show when
 * the key has no translation (a server `msg` that is not a key, or an HTTP status text). With neither
 * translated key nor text, the toaster shows the generic failure message.
 */
export interface UserMessage {
  readonly key?: string;
  readonly text?: string;
}

// Server failures carry dotted message keys (`auth.wrong_password`); anything else is literal text.
const messageKeyPattern = /^[a-z][a-z0-9_]*(\.[a-z0-9_]+)+$/;

/** True when a server `msg` is a dotted message key of the errors namespace rather than free text. */
export function isMessageKey(msg: string): boolean {
  return messageKeyPattern.test(msg);
}

/**
 * The message to show for a server `msg`: its key in the errors namespace, or the msg itself when it is free text,
 * or `fallback` (a status text) when it is empty; with neither, the generic failure message.
 */
export function messageFromServer(msg: string | undefined, fallback: string): UserMessage {
  const trimmed = msg?.trim() ?? '';
  const fallbackText = fallback.trim();
  if (trimmed !== '' && isMessageKey(trimmed)) {
    return fallbackText === '' ? { key: `site-errors:${trimmed}` } : { key: `site-errors:${trimmed}`, text: fallbackText };
  }
  if (trimmed !== '') return { text: trimmed };
  return fallbackText === '' ? { key: 'site-errors:generic' } : { text: fallbackText };
}
