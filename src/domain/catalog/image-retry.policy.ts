/** Spec section 9: a lazily loaded image is tried at most three times before the fallback shows. */
export const maxImageAttempts = 3;

/** What to do after an image failed on its `attempt`-th try (1-based). */
export type ImageRetryDecision = { readonly kind: 'retry'; readonly src: string } | { readonly kind: 'give-up' };

/**
 * Decides whether a failed image is tried again. The retry URL carries a `retry` query value so that a
 * cached failure (or a half-written CDN object) is not served again.
 */
export function decideImageRetry(originalSrc: string, failedAttempt: number, maxAttempts = maxImageAttempts): ImageRetryDecision {
  if (!originalSrc || failedAttempt >= maxAttempts) return { kind: 'give-up' };
  const separator = originalSrc.includes('?') ? '&' : '?';
  const [path, hash] = splitHash(originalSrc);
  return { kind: 'retry', src: `${path}${separator}retry=${failedAttempt}${hash}` };
}

function splitHash(src: string): [string, string] {
  const index = src.indexOf('#');
  return index < 0 ? [src, ''] : [src.slice(0, index), src.slice(index)];
}
