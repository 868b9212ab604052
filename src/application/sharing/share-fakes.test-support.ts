import type { ShareDevice, ShareWindow } from './share-device.port';

/** A share device for tests: records windows, share sheets and copies; return() fires the visitor's return. */
export function fakeShareDevice(options: { native?: boolean; nativeResult?: boolean; copyResult?: boolean; blockWindows?: boolean } = {}) {
  const returns = new Set<() => void>();
  const device = {
    windows: [] as Array<{ url: string | null }>,
    shared: [] as string[],
    copied: [] as string[],
    /** Copies asked for before their text was known (a promise), in the order asked. */
    pendingCopies: 0,
    openWindow(): ShareWindow | null {
      if (options.blockWindows) return null;
      const opened = { url: null as string | null };
      device.windows.push(opened);
      return { point: (url) => void (opened.url = url) };
    },
    canShareNatively: options.native ?? false,
    async shareNatively(link: string) {
      device.shared.push(link);
      return options.nativeResult ?? true;
    },
    copy(text: string | Promise<string>): Promise<boolean> {
      if (typeof text === 'string') {
        device.copied.push(text);
        return Promise.resolve(options.copyResult ?? true);
      }
      device.pendingCopies += 1;
      return text.then((resolved: string) => {
        device.copied.push(resolved);
        return options.copyResult ?? true;
      });
    },
    onReturn(listener: () => void) {
      returns.add(listener);
      return () => void returns.delete(listener);
    },
    return(): void {
      for (const listener of returns) listener();
    },
    get listening(): number {
      return returns.size;
    },
  } satisfies ShareDevice & Record<string, unknown>;
  return device;
}
