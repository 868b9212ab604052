import { inject, injectable } from 'inversify';
import { sessionHandlers, sessionMetadata, sessionPosition, type NowPlaying, type SessionCommands } from '../../domain/player/media-session.mapping';
import { Translator } from '../shared/translator.port';
import { SystemMediaControls } from './system-media-controls.port';

/**
 * The playing episode on the system's media controls: its title in the page's language, the drama and the episode
 * number, the poster; play, pause, seeking, and previous/next track to the neighbouring episodes (a locked next
 * episode opens its page, which shows the lock panel, as the player's own Next does).
 */
@injectable()
export class MediaSessionPublisher {
  constructor(
    @inject(SystemMediaControls) private readonly controls: SystemMediaControls,
    @inject(Translator) private readonly translator: Pick<Translator, 't'>,
  ) {}

  /** The player shows `now` and answers `commands`. */
  show(now: NowPlaying, commands: SessionCommands): void {
    this.controls.describe(sessionMetadata(now, (number) => this.translator.t('film:plots.episode', { number })));
    this.controls.handle(sessionHandlers(commands));
  }

  /** The player's state changed (played, paused, moved on). */
  playback(playing: boolean, duration: number | null, position: number, playbackRate: number): void {
    this.controls.playback(playing, sessionPosition(duration, position, playbackRate));
  }

  /** The player went away. */
  clear(): void {
    this.controls.clear();
  }
}
