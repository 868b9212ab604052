import { useCallback, useEffect, useState } from 'react';
import { decideImageRetry } from '../../domain/catalog/image-retry.policy';

/** The `src` to render for an image that is retried on error, and whether it finally failed. */
export function useRetryingImage(originalSrc: string): { src: string; failed: boolean; onError: () => void } {
  const [attempt, setAttempt] = useState(1);
  const [src, setSrc] = useState(originalSrc);
  const [failed, setFailed] = useState(!originalSrc);

  // A card reused for another film (list re-render) starts over with the new poster.
  useEffect(() => {
    setAttempt(1);
    setSrc(originalSrc);
    setFailed(!originalSrc);
  }, [originalSrc]);

  const onError = useCallback(() => {
    const decision = decideImageRetry(originalSrc, attempt);
    if (decision.kind === 'give-up') {
      setFailed(true);
      return;
    }
    setAttempt(attempt + 1);
    setSrc(decision.src);
  }, [originalSrc, attempt]);

  return { src, failed, onError };
}
