// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Deferred } from './deferred.view';

// jsdom has no IntersectionObserver: a controllable one, so the test decides when the placeholder comes near.
let observed: { callback: IntersectionObserverCallback; element: Element }[] = [];
class FakeIntersectionObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(element: Element) {
    observed.push({ callback: this.callback, element });
  }
  disconnect() {
    observed = observed.filter((entry) => entry.callback !== this.callback);
  }
}

function comeNear() {
  for (const { callback, element } of observed) {
    callback([{ isIntersecting: true, target: element } as IntersectionObserverEntry], {} as IntersectionObserver);
  }
}

const placeholder = <ul tabIndex={0} aria-label="Hot now (loading)" />;
const content = (
  <div>
    <button type="button" disabled>
      Previous
    </button>
    <ul tabIndex={0} aria-label="Hot now">
      <li>
        <a href="/film/1">Film 1</a>
      </li>
    </ul>
  </div>
);

describe('Deferred', () => {
  beforeEach(() => {
    observed = [];
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the placeholder until the region comes near the viewport, then the content for good', () => {
    render(<Deferred placeholder={placeholder}>{content}</Deferred>);
    expect(screen.getByRole('list', { name: 'Hot now (loading)' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Film 1' })).not.toBeInTheDocument();
    act(comeNear);
    expect(screen.getByRole('link', { name: 'Film 1' })).toBeInTheDocument();
    expect(observed).toHaveLength(0);
  });

  it('renders the content when keyboard focus reaches the placeholder and hands the focus on to it', async () => {
    render(
      <>
        <a href="/before">Before</a>
        <Deferred placeholder={placeholder}>{content}</Deferred>
      </>,
    );
    const user = userEvent.setup();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('list', { name: 'Hot now' })).toHaveFocus();
  });
});
