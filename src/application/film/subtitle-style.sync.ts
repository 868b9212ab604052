import { inject, injectable } from 'inversify';
import { reaction } from 'mobx';
import { defaultSubtitleStyle, sameSubtitleStyle, type SubtitleStyle } from '../../domain/player/subtitle-style';
import { SessionStore } from '../account/session.store';
import { Logger } from '../shared/logger.port';
import { PlaybackPreferencesStore } from './playback-preferences.store';
import { SubtitleStyleGateway } from './subtitle-style-gateway.port';

/**
 * Keeps a member's subtitle style the same on every device: on signing in (or opening a player while signed in)
 * the server's style replaces the device's, unless the member has none yet, when the device's own choice is
 * kept there; every later change is sent, the newest last. A visitor's style stays on the device only.
 */
@injectable()
export class SubtitleStyleSync {
  private users = 0;
  private stop: (() => void) | null = null;
  /** What the server holds as far as this page knows; null before it answered for the current member. */
  private known: SubtitleStyle | null = null;
  private pending: SubtitleStyle | null = null;
  private sending = false;

  constructor(
    @inject(PlaybackPreferencesStore) private readonly preferences: PlaybackPreferencesStore,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(SubtitleStyleGateway) private readonly gateway: SubtitleStyleGateway,
    @inject(Logger) private readonly logger: Logger,
  ) {}

  /** Starts following the member while a player is shown; answers the way to stop. Players may overlap. */
  attach(): () => void {
    if (this.users++ === 0) {
      const stopSession = reaction(
        () => this.session.token,
        (token) => {
          this.known = null;
          if (token !== null) void this.load(token);
        },
        { fireImmediately: true },
      );
      const stopStyle = reaction(
        () => this.preferences.subtitleStyle,
        (style) => this.send(style),
      );
      this.stop = () => {
        stopSession();
        stopStyle();
      };
    }
    let attached = true;
    return () => {
      if (!attached) return;
      attached = false;
      if (--this.users === 0) {
        this.stop?.();
        this.stop = null;
      }
    };
  }

  private async load(token: string): Promise<void> {
    const before = this.preferences.subtitleStyle;
    let stored: SubtitleStyle | null;
    try {
      stored = await this.gateway.load();
    } catch (error) {
      this.logger.warn('Could not load the subtitle style', error);
      return;
    }
    if (this.session.token !== token) return;
    const current = this.preferences.subtitleStyle;
    // A change made while the answer was on its way is newer than the server's.
    if (stored && current === before) {
      this.known = stored;
      this.preferences.adoptSubtitleStyle(stored);
      return;
    }
    this.known = stored ?? defaultSubtitleStyle;
    this.send(current);
  }

  private send(style: SubtitleStyle): void {
    if (this.known === null || this.session.token === null || sameSubtitleStyle(this.known, style)) return;
    this.known = style;
    this.pending = style;
    void this.flush();
  }

  /** One request at a time, so the server cannot end with an older style than the last one sent. */
  private async flush(): Promise<void> {
    if (this.sending) return;
    this.sending = true;
    try {
      while (this.pending) {
        const style = this.pending;
        this.pending = null;
        await this.gateway.save(style).catch((error: unknown) => this.logger.warn('Could not keep the subtitle style', error));
      }
    } finally {
      this.sending = false;
    }
  }
}
