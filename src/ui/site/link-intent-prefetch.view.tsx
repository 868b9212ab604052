import { useEffect } from 'react';
import type { PrefetchTrigger } from '../../domain/catalog/prefetch.policy';
import { usePrefetch } from './use-prefetch.hook';

/** The in-app page an event's link leads to (path and query), or null: another site, a new tab, a download, this page. */
function pageOfLink(target: EventTarget | null): string | null {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.origin !== location.origin || link.hasAttribute('download')) return null;
  if (link.target && link.target !== '_self') return null;
  if (link.pathname === location.pathname && link.search === location.search) return null;
  return link.pathname + link.search;
}

/**
 * Fetches ahead the code and first data of the page behind any in-app link the visitor shows intent for (a mouse
 * over it, keyboard focus, a finger or button going down: the press comes ~100 ms before the click), so every kind
 * of page reached by a link starts sooner, not only those whose cards prefetch themselves. One listener per kind of
 * event on the document; the prefetch policy decides what is fetched (nothing on slow or data-saving connections,
 * each screen's code once, each link's data once within a per-page budget).
 */
export function LinkIntentPrefetch(): null {
  const prefetch = usePrefetch();
  useEffect(() => {
    const forLink = (trigger: PrefetchTrigger) => (event: Event) => {
      const page = pageOfLink(event.target);
      if (page !== null) prefetch(page, trigger);
    };
    const hover = forLink('hover');
    const onPointerOver = (event: PointerEvent) => {
      if (event.pointerType === 'mouse') hover(event);
    };
    const onPress = forLink('touch');
    const onFocus = forLink('focus');
    document.addEventListener('pointerover', onPointerOver, { passive: true });
    document.addEventListener('pointerdown', onPress, { passive: true, capture: true });
    document.addEventListener('focusin', onFocus);
    return () => {
      document.removeEventListener('pointerover', onPointerOver);
      document.removeEventListener('pointerdown', onPress, { capture: true });
      document.removeEventListener('focusin', onFocus);
    };
  }, [prefetch]);
  return null;
}
