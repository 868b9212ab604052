// @vitest-environment jsdom
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { useHydrated } from './use-hydrated.hook';

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
