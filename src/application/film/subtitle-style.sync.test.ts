import { configure } from 'mobx';
import { describe, expect, it } from 'vitest';
import { defaultSubtitleStyle, type SubtitleStyle } from '../../domain/player/subtitle-style';
import type { PlaybackPreferences } from '../../domain/player/playback-preferences';
import { fakeUsers, memoryCookies, settle, silentLogger } from '../account/auth-fakes.test-support';
import { SessionStore } from '../account/session.store';
import { UserStateCookie } from '../account/user-state.cookie';
import { PlaybackPreferencesStore } from './playback-preferences.store';
import type { SubtitleStyleGateway } from './subtitle-style-gateway.port';
import { SubtitleStyleSync } from './subtitle-style.sync';

configure({ enforceActions: 'always' });

const large: SubtitleStyle = { ...defaultSubtitleStyle, size: 4, background: 'box', boxOpacity: 100 };
const yellow: SubtitleStyle = { ...defaultSubtitleStyle, color: 'yellow' };

function harness(options: { signedIn: boolean; device?: SubtitleStyle; server?: SubtitleStyle | null }) {
  const cookies = memoryCookies();
  if (options.signedIn) cookies.jar.set('userState', { token: 'member-token' });
  const session = new SessionStore(new UserStateCookie(cookies), fakeUsers(), silentLogger);
  const device: PlaybackPreferences[] = [];
  const preferences = new PlaybackPreferencesStore({
    load: () => ({ speed: 1, subtitles: true, subtitleStyle: options.device ?? defaultSubtitleStyle }),
    save: (value) => device.push(value),
  });
  const server = { style: options.server ?? null, loads: 0, saves: [] as SubtitleStyle[], release: null as (() => void) | null };
  const gateway: SubtitleStyleGateway = {
    load: async () => ((server.loads += 1), server.style),
    save: (style) =>
      new Promise<void>((resolve) => {
        server.saves.push(style);
        server.style = style;
        server.release = resolve;
      }),
  };
  const sync = new SubtitleStyleSync(preferences, session, gateway, silentLogger);
  return { session, preferences, server, device, sync };
}

describe('SubtitleStyleSync', () => {
  it("takes the member's stored style on a new device, and keeps it on the device", async () => {
    const h = harness({ signedIn: true, server: large });
    const detach = h.sync.attach();
    await settle();
    expect(h.preferences.subtitleStyle).toEqual(large);
    expect(h.device.at(-1)?.subtitleStyle).toEqual(large);
    expect(h.server.saves).toEqual([]);
    detach();
  });

  it("sends the device's own style when the member has none stored yet", async () => {
    const h = harness({ signedIn: true, device: yellow, server: null });
    h.sync.attach();
    await settle();
    expect(h.server.saves).toEqual([yellow]);
    expect(h.preferences.subtitleStyle).toEqual(yellow);
  });

  it('sends nothing for the default style when nothing is stored', async () => {
    const h = harness({ signedIn: true, server: null });
    h.sync.attach();
    await settle();
    expect(h.server.saves).toEqual([]);
  });

  it('sends every later change, one request at a time and the newest last', async () => {
    const h = harness({ signedIn: true, server: defaultSubtitleStyle });
    h.sync.attach();
    await settle();
    h.preferences.largerSubtitles();
    h.preferences.largerSubtitles();
    h.preferences.largerSubtitles();
    expect(h.server.saves.map((style) => style.size)).toEqual([2]);
    h.server.release?.();
    await settle();
    expect(h.server.saves.map((style) => style.size)).toEqual([2, 4]);
  });

  it("keeps a visitor's style on the device only, and loads the member's on signing in", async () => {
    const h = harness({ signedIn: false, server: large });
    h.sync.attach();
    h.preferences.changeSubtitleStyle({ color: 'cyan' });
    await settle();
    expect(h.server.loads).toBe(0);
    expect(h.server.saves).toEqual([]);
    await h.session.signIn('member-token');
    await settle();
    expect(h.preferences.subtitleStyle).toEqual(large);
  });

  it('loads once for two players shown together, and stops following once both are gone', async () => {
    const h = harness({ signedIn: true, server: defaultSubtitleStyle });
    const first = h.sync.attach();
    const second = h.sync.attach();
    await settle();
    expect(h.server.loads).toBe(1);
    first();
    first();
    h.preferences.largerSubtitles();
    expect(h.server.saves).toHaveLength(1);
    second();
    h.server.release?.();
    h.preferences.largerSubtitles();
    await settle();
    expect(h.server.saves).toHaveLength(1);
  });
});
