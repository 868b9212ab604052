import { useService } from '../shared/use-service.hook';
import { useT } from '../shared/use-t.hook';
import { Translator } from '../../application/shared/translator.port';

/** "★ 4.3 · 120 ratings", or "Not rated yet". */
export function RatingText({ rating, count }: { rating: number | null; count: number }) {
  const t = useT();
  const translator = useService(Translator);
  if (rating === null) return <span>{t('film:summary.notRated')}</span>;
  const value = translator.formatNumber(rating, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <span className="film-rating">
      <span aria-hidden="true" className="film-rating__star">
        ★{' '}
      </span>
      {t('film:summary.rating', { value, count })}
    </span>
  );
}

/** A runtime in minutes as "1 h 42 min" (or "42 min"). */
export function RuntimeText({ minutes }: { minutes: number }) {
  const t = useT();
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return <span>{hours > 0 ? t('film:summary.runtimeHours', { hours, minutes: rest }) : t('film:summary.runtimeMinutes', { count: rest })}</span>;
}
