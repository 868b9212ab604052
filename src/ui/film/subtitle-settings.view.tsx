import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { PlaybackPreferencesStore } from '../../application/film/playback-preferences.store';
import { Translator } from '../../application/shared/translator.port';
import type { SubtitleTrack } from '../../domain/catalog/film-media.types';
import { isLanguage } from '../../domain/routing/language';
import {
  SUBTITLE_BACKGROUNDS,
  SUBTITLE_BOX_OPACITIES,
  SUBTITLE_COLORS,
  SUBTITLE_POSITIONS,
  SUBTITLE_SIZES,
  type SubtitleStyle,
} from '../../domain/player/subtitle-style';
import { FOCUSABLE, trapTab } from '../shared/trap-tab';
import { useService } from '../shared/use-service.hook';
import { useT } from '../shared/use-t.hook';
import './subtitle-settings.css';

export interface SubtitleSettingsProps {
  /** The video's tracks: the language choice offers these. */
  tracks: readonly SubtitleTrack[];
  onClose(): void;
  /** Opens "Report this line" on the line on screen (or the last one); absent where lines cannot be reported (trailers). */
  onReportLine?: () => void;
}

const AUTO = 'auto';
const POSITION_NAMES = { [-2]: 'lowest', [-1]: 'lower', 0: 'default', 1: 'higher', 2: 'highest' } as const;

/**
 * The subtitle settings, drawn inside the player (so it works in full screen) in place of the control bar, with
 * the subtitle line above it showing each change at once. Focus moves in on opening, Tab stays inside, Esc or
 * Close hands focus back to the Subtitles button; the player's own keys are kept from the form's controls.
 */
export const SubtitleSettings = observer(function SubtitleSettings({ tracks, onClose, onReportLine }: SubtitleSettingsProps) {
  const t = useT();
  const translator = useService(Translator);
  const preferences = useService(PlaybackPreferencesStore);
  const style = preferences.subtitleStyle;
  const panel = useRef<HTMLDivElement>(null);
  const headingId = useId();

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // The first setting rather than Close: a visitor opened the panel to change something.
    (panel.current?.querySelector<HTMLElement>('input') ?? panel.current?.querySelector<HTMLElement>(FOCUSABLE))?.focus({ preventScroll: true });
    return () => opener?.focus({ preventScroll: true });
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // The player's keys (space, arrows, c, +, -) would act on the video while the visitor works a control.
    event.stopPropagation();
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (event.key === 'Tab') trapTab(event, panel.current);
  };

  const change = (patch: Partial<SubtitleStyle>) => preferences.changeSubtitleStyle(patch);
  const percent = (value: number) => translator.formatNumber(value / 100, { style: 'percent' });

  return (
    <div ref={panel} className="subtitle-settings" role="dialog" aria-modal="true" aria-labelledby={headingId} onKeyDown={onKeyDown}>
      <div className="subtitle-settings__header">
        <h2 id={headingId} className="subtitle-settings__title">
          {t('film:subtitleSettings.title')}
        </h2>
        <button type="button" className="subtitle-settings__close" onClick={onClose}>
          {t('film:subtitleSettings.close')}
        </button>
      </div>
      <div className="subtitle-settings__grid">
        <label className="subtitle-settings__switch">
          <input type="checkbox" role="switch" checked={preferences.subtitles} onChange={preferences.toggleSubtitles} />
          {t('film:subtitleSettings.show')}
        </label>
        <Field label={t('film:subtitleSettings.language')}>
          <select value={style.language ?? AUTO} onChange={(event) => change({ language: isLanguage(event.target.value) ? event.target.value : null })}>
            <option value={AUTO}>{t('film:subtitleSettings.languageAuto')}</option>
            {tracks.map((track) => (
              <option key={track.language} value={track.language} lang={track.language}>
                {track.label}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t('film:subtitleSettings.size')}>
          <select value={style.size} onChange={(event) => change({ size: Number(event.target.value) })}>
            {SUBTITLE_SIZES.map((_scale, step) => (
              <option key={step} value={step}>
                {t(`film:subtitleSettings.sizes.${step}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t('film:subtitleSettings.color')}>
          <select value={style.color} onChange={(event) => change({ color: pick(SUBTITLE_COLORS, event.target.value) })}>
            {SUBTITLE_COLORS.map((color) => (
              <option key={color} value={color}>
                {t(`film:subtitleSettings.colors.${color}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t('film:subtitleSettings.background')}>
          <select value={style.background} onChange={(event) => change({ background: pick(SUBTITLE_BACKGROUNDS, event.target.value) })}>
            {SUBTITLE_BACKGROUNDS.map((background) => (
              <option key={background} value={background}>
                {t(`film:subtitleSettings.backgrounds.${background}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t('film:subtitleSettings.opacity')}>
          <select
            value={style.boxOpacity}
            disabled={style.background !== 'box'}
            onChange={(event) => change({ boxOpacity: pick(SUBTITLE_BOX_OPACITIES, Number(event.target.value)) })}
          >
            {SUBTITLE_BOX_OPACITIES.map((opacity) => (
              <option key={opacity} value={opacity}>
                {percent(opacity)}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t('film:subtitleSettings.position')}>
          <select value={style.position} onChange={(event) => change({ position: pick(SUBTITLE_POSITIONS, Number(event.target.value)) })}>
            {/* Highest first, as the line sits on the screen. */}
            {[...SUBTITLE_POSITIONS].reverse().map((position) => (
              <option key={position} value={position}>
                {t(`film:subtitleSettings.positions.${POSITION_NAMES[position]}`)}
              </option>
            ))}
          </select>
        </Field>
      </div>
      {onReportLine ? (
        <button type="button" className="subtitle-settings__report" aria-haspopup="dialog" onClick={onReportLine}>
          {t('film:lineReport.open')}
        </button>
      ) : null}
    </div>
  );
});

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <label className="subtitle-settings__field">
      <span className="subtitle-settings__label">{label}</span>
      {children}
    </label>
  );
}

/** The offered value a select answered (its options are exactly the offered values). */
function pick<T>(allowed: readonly T[], value: unknown): T {
  return allowed.find((item) => item === value) ?? allowed[0]!;
}
