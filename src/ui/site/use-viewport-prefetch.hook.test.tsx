// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VIEWPORT_DWELL_MS } from '../../domain/catalog/prefetch.policy';

/** A stand-in IntersectionObserver the test moves elements in and out of view with. */
class FakeObserver {
  static last: FakeObserver | null = null;
  readonly elements = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.last = this;
  }
  observe(element: Element) {
    this.elements.add(element);
  }
  unobserve(element: Element) {
    this.elements.delete(element);
  }
  disconnect() {
    this.elements.clear();
  }
  /** `ratio`: the part of it on screen (true: all, false: none). */
  show(element: Element, ratio: number | boolean) {
    const part = ratio === true ? 1 : ratio === false ? 0 : ratio;
    if (this.elements.has(element))
      this.callback(
        [{ target: element, isIntersecting: part > 0, intersectionRatio: part } as IntersectionObserverEntry],
        this as unknown as IntersectionObserver,
      );
  }
}

/** A card with the hook, as poster cards use it; answers its element and what its dwells said. */
async function mountCard() {
  // The hook's engagement is per page: a fresh module per test.
  const { useViewportDwell } = await import('./use-viewport-prefetch.hook');
  const kinds: string[] = [];
  function Card() {
    return <a href="/x" ref={useViewportDwell<HTMLAnchorElement>((kind) => kinds.push(kind))} />;
  }
  const { container } = render(<Card />);
  return { card: container.querySelector('a')!, kinds };
}

const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('useViewportDwell', () => {
  beforeEach(() => {
    vi.resetModules();
    vi.useFakeTimers();
    vi.stubGlobal('IntersectionObserver', FakeObserver);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('counts a card resting on screen on arrival as a glance, once, and as interest once the visitor engages', async () => {
    const { card, kinds } = await mountCard();
    FakeObserver.last!.show(card, true);
    await wait(VIEWPORT_DWELL_MS - 10);
    expect(kinds).toEqual([]);
    await wait(20);
    expect(kinds).toEqual(['glance']);
    // Out of view and back, still untouched: no second glance.
    FakeObserver.last!.show(card, false);
    FakeObserver.last!.show(card, true);
    await wait(VIEWPORT_DWELL_MS * 3);
    expect(kinds).toEqual(['glance']);
    // The visitor scrolls: the card still on screen counts as interest after its dwell, and then never again.
    window.dispatchEvent(new Event('scroll'));
    await wait(VIEWPORT_DWELL_MS + 10);
    expect(kinds).toEqual(['glance', 'viewport']);
    expect(FakeObserver.last!.elements.has(card)).toBe(false);
  });

  it('counts nothing for a card that only passed by', async () => {
    const { card, kinds } = await mountCard();
    FakeObserver.last!.show(card, true);
    await wait(VIEWPORT_DWELL_MS / 2);
    FakeObserver.last!.show(card, false);
    await wait(VIEWPORT_DWELL_MS * 2);
    window.dispatchEvent(new Event('pointermove'));
    await wait(VIEWPORT_DWELL_MS * 2);
    expect(kinds).toEqual([]);
  });

  it('counts a third of a card on screen as a glance, but needs most of it once the visitor engaged', async () => {
    const { card, kinds } = await mountCard();
    FakeObserver.last!.show(card, 0.2);
    await wait(VIEWPORT_DWELL_MS * 2);
    expect(kinds).toEqual([]);
    FakeObserver.last!.show(card, 0.35);
    await wait(VIEWPORT_DWELL_MS + 10);
    expect(kinds).toEqual(['glance']);
    window.dispatchEvent(new Event('scroll'));
    await wait(VIEWPORT_DWELL_MS * 2);
    expect(kinds).toEqual(['glance']);
    FakeObserver.last!.show(card, 0.7);
    await wait(VIEWPORT_DWELL_MS + 10);
    expect(kinds).toEqual(['glance', 'viewport']);
  });

  it('gives way to the engaged count when the visitor engages during a glance', async () => {
    const { card, kinds } = await mountCard();
    FakeObserver.last!.show(card, true);
    await wait(VIEWPORT_DWELL_MS / 2);
    window.dispatchEvent(new Event('touchstart'));
    await wait(VIEWPORT_DWELL_MS + 10);
    expect(kinds).toEqual(['viewport']);
  });
});
