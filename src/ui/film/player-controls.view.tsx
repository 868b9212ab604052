import { useId, type CSSProperties, type FocusEvent, type PointerEvent } from 'react';
import { PLAYS_VIDEO_PROPS } from '../../../contract/film/early-play';
import { clockTime } from '../../domain/player/media-time';
import { Icon } from '../shared/icon.view';
import { useT } from '../shared/use-t.hook';
import type { MediaSnapshot } from './use-media-element.hook';

export interface PlayerControlsProps {
  media: MediaSnapshot;
  /** The current speed as shown ("1.25×", in the page's number format). */
  speedLabel: string;
  /** Null when the video has no subtitles at all. */
  subtitlesOn: boolean | null;
  /** The subtitle settings are open (the Subtitles button opens them). */
  subtitleSettingsOpen: boolean;
  /** The settings stand in for the bar. */
  hidden: boolean;
  fullscreen: boolean;
  /** Whether the video is in a Picture-in-Picture window (the button shows only where the browser offers it). */
  pictureInPicture: boolean;
  onToggle(): void;
  onSeek(seconds: number): void;
  onPrevious: (() => void) | null;
  onNext: (() => void) | null;
  onSpeed(): void;
  onSubtitles(): void;
  onMute(): void;
  onFullscreen(): void;
  onPictureInPicture(): void;
  /** Opens the share dialog for the drama; null where sharing is not offered. */
  onShare: (() => void) | null;
  /** The visitor is on the controls (keyboard focus or a mouse over them): they must not hide meanwhile. */
  onHold(held: boolean): void;
}

const TIME_UNKNOWN = '-:--';

/**
 * The control bar: seek bar and time on top; episode, play, speed, subtitles, sound, full screen, Picture-in-Picture
 * (where the browser has it) and share below.
 */
export function PlayerControls(props: PlayerControlsProps) {
  const t = useT();
  const subtitlesStateId = useId();
  const { media } = props;
  const total = media.duration === null ? TIME_UNKNOWN : clockTime(media.duration);
  const progress = media.duration === null ? 0 : Math.min(1, media.currentTime / media.duration);
  const hold = {
    onFocus: (event: FocusEvent) => props.onHold(event.target instanceof HTMLElement && event.target.matches(':focus-visible')),
    onBlur: (event: FocusEvent) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) props.onHold(false);
    },
    onPointerEnter: (event: PointerEvent) => event.pointerType === 'mouse' && props.onHold(true),
    onPointerLeave: (event: PointerEvent) => event.pointerType === 'mouse' && props.onHold(false),
  };
  return (
    <div className="player__controls" hidden={props.hidden} {...hold}>
      <div className="player__timeline">
        <input
          className="player__seek"
          type="range"
          min={0}
          max={media.duration ?? 0}
          step={1}
          value={media.duration === null ? 0 : Math.min(media.currentTime, media.duration)}
          disabled={media.duration === null}
          style={{ '--progress': `${progress * 100}%` } as CSSProperties}
          onChange={(event) => props.onSeek(Number(event.target.value))}
          aria-label={t('film:player.seek')}
          aria-valuetext={t('film:player.timeOf', { current: clockTime(media.currentTime), total })}
        />
        <span className="player__time" aria-hidden="true">
          {clockTime(media.currentTime)} / {total}
        </span>
      </div>
      <div className="player__buttons">
        <div className="player__group">
          <button
            type="button"
            className="player__button"
            onClick={props.onPrevious ?? undefined}
            disabled={!props.onPrevious}
            aria-label={t('film:watching.previous')}
          >
            <Icon name="previous" />
          </button>
          <button
            type="button"
            className="player__button player__button--main"
            {...PLAYS_VIDEO_PROPS}
            onClick={props.onToggle}
            aria-label={media.playing ? t('film:player.pause') : t('film:player.play')}
          >
            <Icon name={media.playing ? 'pause' : 'play'} />
          </button>
          <button type="button" className="player__button" onClick={props.onNext ?? undefined} disabled={!props.onNext} aria-label={t('film:watching.next')}>
            <Icon name="next" />
          </button>
        </div>
        <div className="player__group">
          <button
            type="button"
            className="player__button player__button--text"
            onClick={props.onSpeed}
            aria-label={t('film:watching.speed', { speed: props.speedLabel })}
          >
            {props.speedLabel}
          </button>
          {props.subtitlesOn === null ? null : (
            <button
              type="button"
              className={props.subtitlesOn ? 'player__button player__button--lit' : 'player__button'}
              onClick={props.onSubtitles}
              aria-haspopup="dialog"
              aria-expanded={props.subtitleSettingsOpen}
              aria-label={t('film:watching.subtitles')}
              aria-describedby={subtitlesStateId}
            >
              <Icon name="subtitles" />
              <span id={subtitlesStateId} hidden>
                {props.subtitlesOn ? t('film:subtitleSettings.on') : t('film:subtitleSettings.off')}
              </span>
            </button>
          )}
          <button type="button" className="player__button" onClick={props.onMute} aria-pressed={media.muted} aria-label={t('film:player.mute')}>
            <Icon name={media.muted ? 'muted' : 'volume'} />
          </button>
          <button
            type="button"
            className="player__button"
            onClick={props.onFullscreen}
            aria-pressed={props.fullscreen}
            aria-label={t('film:player.fullscreen')}
          >
            <Icon name="fullscreen" />
          </button>
          {/* Drawn everywhere and shown by CSS where the browser offers it (html.can-pip, set before the first paint). */}
          <button
            type="button"
            className="player__button player__button--pip"
            onClick={props.onPictureInPicture}
            aria-pressed={props.pictureInPicture}
            aria-label={t('film:player.pictureInPicture')}
          >
            <Icon name="pictureInPicture" />
          </button>
          {props.onShare ? (
            <button type="button" className="player__button" onClick={props.onShare} aria-haspopup="dialog" aria-label={t('film:locked.shareButton')}>
              <Icon name="share" />
            </button>
          ) : null}
        </div>
      </div>
    </div>
  );
}
