// @vitest-environment jsdom
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { useHydrated, useKnownAfterHydration } from './use-hydrated.hook';

function Probe() {
  return <textarea readOnly placeholder={useHydrated() ? 'known' : 'unknown'} />;
}

describe('useHydrated', () => {
  it('is false on the server and while hydrating, true on the render after, without a hydration mismatch', async () => {
    const html = renderToString(<Probe />);
    expect(html).toContain('placeholder="unknown"');
    const root = document.createElement('div');
    root.innerHTML = html;
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(root, <Probe />, { onRecoverableError: recoverable });
    });
    expect(root.querySelector('textarea')?.getAttribute('placeholder')).toBe('known');
    expect(recoverable).not.toHaveBeenCalled();
  });

  it("is needed: a value the browser alone knows, read while hydrating, leaves the server's attribute in place", async () => {
    let inBrowser = false;
    const Direct = () => <textarea readOnly placeholder={inBrowser ? 'known' : 'unknown'} />;
    const root = document.createElement('div');
    root.innerHTML = renderToString(<Direct />);
    inBrowser = true;
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => {
      hydrateRoot(root, <Direct />);
    });
    quiet.mockRestore();
    expect(root.querySelector('textarea')?.getAttribute('placeholder')).toBe('unknown');
  });
});

describe('useKnownAfterHydration', () => {
  const same = (a: { size: number }, b: { size: number }) => a.size === b.size;
  const drawn = { size: 1 };

  async function hydrate(known: { size: number }) {
    const renders: number[] = [];
    function Probe() {
      const value = useKnownAfterHydration(known, drawn, same);
      renders.push(value.size);
      return <textarea readOnly placeholder={String(value.size)} />;
    }
    const root = document.createElement('div');
    root.innerHTML = renderToString(<Probe />);
    renders.length = 0;
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(root, <Probe />, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    return { placeholder: root.querySelector('textarea')?.getAttribute('placeholder'), renders };
  }

  it.each([
    // A value equal to the drawn one keeps it: hydration is the only render.
    [{ size: 1 }, '1', [1]],
    // A value of the browser's own: drawn while hydrating, then rendered again with it.
    [{ size: 3 }, '3', [1, 3]],
  ])('given %o, shows %s after rendering %o', async (known, placeholder, renders) => {
    expect(await hydrate(known)).toEqual({ placeholder, renders });
  });
});
