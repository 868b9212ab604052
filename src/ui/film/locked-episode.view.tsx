import type { PlayPermission } from '../../domain/catalog/episode.types';
import { shareVisitsMissing, unlockOptions } from '../../domain/catalog/play-permission.rules';
import { Icon } from '../shared/icon.view';
import { useT } from '../shared/use-t.hook';

export interface LockedEpisodeProps {
  permission: PlayPermission;
  posterUrl: string | null;
  /** Opens the share dialog (built by the engagement feature); the share button is hidden until it exists. */
  onShare?: () => void;
  /** Opens the feedback dialog in "apply for permission" mode; hidden until it exists. */
  onApply?: () => void;
  /** Asks the API again, e.g. after the visitor shared the link elsewhere. */
  onRecheck: () => void;
}

/** Says plainly why an episode does not play and every way it can be unlocked. */
export function LockedEpisode({ permission, posterUrl, onShare, onApply, onRecheck }: LockedEpisodeProps) {
  const t = useT();
  const options = unlockOptions(permission);
  const missing = shareVisitsMissing(permission);
  return (
    <section className="locked" aria-labelledby="locked-title" style={posterUrl ? { backgroundImage: `url(${JSON.stringify(posterUrl)})` } : undefined}>
      <div className="locked__panel">
        <Icon name="lock" className="locked__icon" />
        <h2 id="locked-title" className="locked__title">
          {t('film:locked.title', { number: permission.episodeNumber })}
        </h2>
        <p>{t('film:locked.why', { count: permission.freeEpisodes })}</p>
        <ul className="locked__ways" role="list">
          {options.includes('share') ? (
            <li>
              <p>{t('film:locked.share', { count: permission.visitsNeeded })}</p>
              <p className="locked__progress">
                <span>{t('film:locked.visits', { visits: permission.visitsSoFar, needed: permission.visitsNeeded })}</span>
                <progress max={permission.visitsNeeded} value={permission.visitsSoFar} aria-label={t('film:locked.progressLabel', { count: missing })} />
              </p>
              {onShare ? (
                <button type="button" className="button" onClick={onShare}>
                  {t('film:locked.shareButton')}
                </button>
              ) : null}
            </li>
          ) : null}
          {options.includes('application_denied') ? (
            <li>
              <p>{t('film:admin.denied')}</p>
              {permission.applicationReply ? <p className="locked__reply">{t('film:admin.reply', { reply: permission.applicationReply })}</p> : null}
            </li>
          ) : null}
          {options.includes('apply') ? (
            <li>
              <p>{t('film:locked.apply')}</p>
              {onApply ? (
                <button type="button" className="button button--secondary" onClick={onApply}>
                  {t('film:locked.applyButton')}
                </button>
              ) : null}
            </li>
          ) : null}
          {options.includes('application_pending') ? (
            <li>
              <p>{t('film:locked.pending')}</p>
            </li>
          ) : null}
        </ul>
        <button type="button" className="button button--ghost" onClick={onRecheck}>
          {t('film:locked.recheck')}
        </button>
      </div>
    </section>
  );
}
