// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AfterFirstPaint } from './after-first-paint.view';

const Page = () => (
  <main>
    <h1>Title</h1>
    <AfterFirstPaint>
      <section id="later">Episodes</section>
    </AfterFirstPaint>
  </main>
);

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 5)));

describe('AfterFirstPaint', () => {
  afterEach(() => history.replaceState(null, '', '/'));

  it("is in the server's HTML and kept by hydration, without a mismatch", async () => {
    const root = document.createElement('div');
    root.innerHTML = renderToString(<Page />);
    expect(root.querySelector('#later')).not.toBeNull();
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(root, <Page />, { onRecoverableError: recoverable });
    });
    expect(root.querySelector('#later')?.textContent).toBe('Episodes');
    expect(recoverable).not.toHaveBeenCalled();
  });

  it('in a page opened inside the app, renders after the first paint of the rest', async () => {
    const root = document.createElement('div');
    await act(async () => createRoot(root).render(<Page />));
    expect(root.querySelector('h1')).not.toBeNull();
    expect(root.querySelector('#later')).toBeNull();
    await act(nextFrame);
    expect(root.querySelector('#later')?.textContent).toBe('Episodes');
  });

  it('renders at once in a page opened at an #anchor, so there is something to scroll to', async () => {
    history.replaceState(null, '', '/#later');
    const root = document.createElement('div');
    await act(async () => createRoot(root).render(<Page />));
    expect(root.querySelector('#later')).not.toBeNull();
  });
});
