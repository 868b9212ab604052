import type { PageFunction, Target } from './engine-session';

/*
 * Page-side code shared by the adapters. Functions are sent to the page as their source text: tsx compiles them with
 * esbuild, which may wrap named functions in a `__name(...)` helper the page does not have, so every script gets a
 * stand-in for it first.
 */

/** A script (an expression) that calls `fn` with JSON-serialised `args` in the page. */
export function callScript<A extends unknown[], R>(fn: PageFunction<A, R>, args: A): string {
  return `((__name) => (${fn.toString()})(...${JSON.stringify(args)}))((f) => f)`;
}

/**
 * Finds the first visible element matching `target` (see Target), or null. The accessible name is approximated the
 * way the journeys need it: aria-label, aria-labelledby, the labels of a field, its value and placeholder, the text.
 */
export function findTarget(target: Target): Element | null {
  const visible = (element: Element) => {
    if (!(element instanceof HTMLElement) && !(element instanceof SVGElement)) return false;
    if (element.closest('[hidden], [inert]')) return false;
    const style = getComputedStyle(element);
    if (style.visibility === 'hidden' || style.display === 'none') return false;
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0;
  };
  const nameOf = (element: Element) => {
    const parts: string[] = [];
    const label = element.getAttribute('aria-label');
    if (label) parts.push(label);
    for (const id of (element.getAttribute('aria-labelledby') ?? '').split(/\s+/).filter(Boolean)) parts.push(document.getElementById(id)?.textContent ?? '');
    if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) {
      for (const own of Array.from(element.labels ?? [])) parts.push(own.textContent ?? '');
      if ('placeholder' in element && element.placeholder) parts.push(element.placeholder);
      if (element instanceof HTMLInputElement && (element.type === 'button' || element.type === 'submit')) parts.push(element.value);
    }
    parts.push(element.textContent ?? '');
    return parts.map((part) => part.replace(/\s+/g, ' ').trim());
  };
  for (const element of Array.from(document.querySelectorAll(target.css))) {
    if (!visible(element)) continue;
    const names = nameOf(element);
    if (target.exactName !== undefined && !names.includes(target.exactName)) continue;
    if (target.name !== undefined && !names.some((name) => name.includes(target.name!))) continue;
    return element;
  }
  return null;
}

/** A script that answers the element for `target` (to hand to the driver), or null. */
export function findScript(target: Target): string {
  return `((__name) => (${findTarget.toString()})(${JSON.stringify(target)}))((f) => f)`;
}

export function describe(target: Target): string {
  const name = target.exactName ?? target.name;
  return name === undefined ? target.css : `${target.css} named "${name}"`;
}

/** Polls `check` until it answers a truthy value or `timeoutMs` passes; the failure names `what` and the last answer. */
export async function poll<R>(what: string, check: () => Promise<R>, timeoutMs: number): Promise<NonNullable<R>> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      last = await check();
      if (last) return last as NonNullable<R>;
    } catch (error) {
      last = error instanceof Error ? error.message : error;
    }
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what} (last: ${JSON.stringify(last)?.slice(0, 300)})`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The app has hydrated the page (src/composition/main.tsx sets this), or the page has no app. */
export function appReady(): boolean {
  return document.readyState !== 'loading' && (document.documentElement.hasAttribute('data-app-ready') || !document.getElementById('root'));
}
