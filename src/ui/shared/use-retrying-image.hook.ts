import { useCallback, useState } from 'react';
import { decideImageRetry } from '../../domain/catalog/image-retry.policy';

interface ImageAttempt {
  /** The image this attempt is for; another one starts over. */
  readonly original: string;
  readonly attempt: number;
  readonly src: string;
  readonly failed: boolean;
}

const firstAttempt = (original: string): ImageAttempt => ({ original, attempt: 1, src: original, failed: !original });

/** The `src` to render for an image that is retried on error, and whether it finally failed. */
export function useRetryingImage(originalSrc: string): { src: string; failed: boolean; onError: () => void } {
  const [state, setState] = useState(() => firstAttempt(originalSrc));
  // A card reused for another film (list re-render) starts over with the new poster. Adjusted while rendering, not
  // in an effect: an effect would re-render every image of a page once after it mounts.
  const current = state.original === originalSrc ? state : firstAttempt(originalSrc);
  if (current !== state) setState(current);

  const onError = useCallback(() => {
    setState((previous) => {
      if (previous.original !== originalSrc || previous.failed) return previous;
      const decision = decideImageRetry(originalSrc, previous.attempt);
      if (decision.kind === 'give-up') return { ...previous, failed: true };
      return { ...previous, attempt: previous.attempt + 1, src: decision.src };
    });
  }, [originalSrc]);

  return { src: current.src, failed: current.failed, onError };
}
