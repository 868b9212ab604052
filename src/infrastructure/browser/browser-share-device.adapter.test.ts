// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BrowserShareDevice } from './browser-share-device.adapter';

/** A clipboard as each browser has it: `write` and ClipboardItem where the engine has them. */
function clipboard(options: { items: boolean; refuse?: boolean }) {
  const calls: string[] = [];
  const outcome = () => (options.refuse ? Promise.reject(new DOMException('not allowed', 'NotAllowedError')) : Promise.resolve());
  const fake = {
    writeText: vi.fn((text: string) => (calls.push(`writeText ${text}`), outcome())),
    write: options.items ? vi.fn((items: unknown[]) => (calls.push(`write ${items.length} item`), outcome())) : undefined,
  };
  vi.stubGlobal('navigator', { ...navigator, clipboard: fake });
  if (options.items) {
    vi.stubGlobal(
      'ClipboardItem',
      class {
        constructor(readonly data: Record<string, Promise<Blob>>) {}
      },
    );
  } else vi.stubGlobal('ClipboardItem', undefined);
  return { fake, calls };
}

afterEach(() => vi.unstubAllGlobals());

describe('BrowserShareDevice.copy', () => {
  it('writes a text it has at once, in the caller’s task', async () => {
    const { calls } = clipboard({ items: true });
    const copied = new BrowserShareDevice().copy('https://dramas.example/s/abc');
    expect(calls).toEqual(['writeText https://dramas.example/s/abc']);
    expect(await copied).toBe(true);
  });

  it('hands a promised text to the clipboard at once as a ClipboardItem (Safari keeps the click’s permission)', async () => {
    const { calls, fake } = clipboard({ items: true });
    let arrive: (link: string) => void = () => undefined;
    const copied = new BrowserShareDevice().copy(new Promise<string>((resolve) => (arrive = resolve)));
    expect(calls).toEqual(['write 1 item']);
    arrive('https://dramas.example/s/xyz');
    expect(await copied).toBe(true);
    const item = fake.write!.mock.calls[0]![0][0] as { data: Record<string, Promise<Blob>> };
    expect(await (await item.data['text/plain']!).text()).toBe('https://dramas.example/s/xyz');
  });

  it('without ClipboardItem writes a promised text when it arrives', async () => {
    const { calls } = clipboard({ items: false });
    const copied = new BrowserShareDevice().copy(Promise.resolve('https://dramas.example/s/late'));
    expect(calls).toEqual([]);
    expect(await copied).toBe(true);
    expect(calls).toEqual(['writeText https://dramas.example/s/late']);
  });

  it('answers false when the browser refuses, or has no Clipboard API', async () => {
    clipboard({ items: true, refuse: true });
    expect(await new BrowserShareDevice().copy('https://dramas.example/s/abc')).toBe(false);
    vi.stubGlobal('navigator', { ...navigator, clipboard: undefined });
    expect(await new BrowserShareDevice().copy('https://dramas.example/s/abc')).toBe(false);
  });
});
