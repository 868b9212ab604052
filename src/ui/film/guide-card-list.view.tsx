import { Link } from 'wouter';
import type { GuideSummary } from '../../domain/catalog/content.types';
import { LazyImage } from '../shared/lazy-image.view';
import { useService } from '../shared/use-service.hook';
import { Translator } from '../../application/shared/translator.port';
import { useFilmLinks } from './film-links.hook';

/** A list of guide cards (cover, title, date, summary), shared by film guides and guide lists. */
export function GuideCardList({ guides, label }: { guides: readonly GuideSummary[]; label: string }) {
  const links = useFilmLinks();
  const translator = useService(Translator);
  return (
    <ul className="article-list" role="list" aria-label={label}>
      {guides.map((guide, index) => (
        <li key={guide.id} className="article-card">
          {guide.coverUrl ? (
            <span className="article-card__cover">
              <LazyImage src={guide.coverUrl} alt="" ratio="16 / 9" priority={index < 2} sizes="(min-width: 768px) 240px, 100vw" />
            </span>
          ) : null}
          <div className="article-card__body">
            <h2 className="article-card__title">
              <Link href={links.guide(guide.id)}>{guide.title}</Link>
            </h2>
            <p className="article-card__meta">
              <time dateTime={guide.publishedAt}>{translator.formatDate(new Date(guide.publishedAt), { dateStyle: 'medium' })}</time>
              {' · '}
              {guide.typeName}
            </p>
            <p className="article-card__summary">{guide.summary}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
