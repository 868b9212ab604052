import { useEffect, useState } from 'react';
import { whenIdle } from './idle-queue';

/** False on the first render, true from a later idle period (or at once via `reveal`): for work nobody sees yet. */
export function useIdleReveal(): [boolean, () => void] {
  const [revealed, setRevealed] = useState(false);
  useEffect(() => {
    if (revealed) return;
    return whenIdle(() => setRevealed(true));
  }, [revealed]);
  return [revealed, () => setRevealed(true)];
}
