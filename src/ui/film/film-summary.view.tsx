import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { PagePreviews, type PagePreview } from '../../application/site/page-previews.store';
import { FilmSummaryStore } from '../../application/film/film-summary.store';
import { Translator } from '../../application/shared/translator.port';
import type { Contributor, FilmDetail } from '../../domain/catalog/film-detail.types';
import { LazyImage } from '../shared/lazy-image.view';
import { SkeletonBlock, TextSkeleton } from '../shared/skeleton.view';
import { useService } from '../shared/use-service.hook';
import { useT } from '../shared/use-t.hook';
import { useFilmLinks } from './film-links.hook';
import { RemoteGate } from './remote-gate.view';
import { RuntimeText, RatingText } from './film-facts.view';
import './film.css';

export interface FilmSummaryProps {
  filmId: number;
  /** Where the actions feature puts its favourite button; nothing is shown when absent. */
  favoriteSlot?: ReactNode;
  /** Where the actions feature puts its star-rating control; nothing is shown when absent. */
  ratingSlot?: ReactNode;
  /** Extra calls to action (e.g. "Watch episode 1") placed beside the slots. */
  actions?: ReactNode;
  /** 1 when the summary is the page's main heading (default), 2 when embedded under another h1. */
  headingLevel?: 1 | 2;
}

/** The film summary: poster, title, rating, episodes and runtime, categories, synopsis and credits. */
export const FilmSummary = observer(function FilmSummary(props: FilmSummaryProps) {
  const store = useService(FilmSummaryStore);
  const language = useService(Translator).language;
  const t = useT();
  const [location] = useLocation();
  // The card the visitor tapped showed the title and poster: the page paints them while its answers are on their way.
  const preview = useService(PagePreviews).of(location);
  useEffect(() => store.load(props.filmId, language), [store, props.filmId, language]);
  const skeleton = (
    <FilmSummarySkeleton
      label={t('film:state.loading')}
      preview={preview}
      headingLevel={props.headingLevel}
      posterAlt={preview ? t('film:summary.posterAlt', { title: preview.title }) : ''}
    />
  );
  return (
    <RemoteGate value={store.film} skeleton={skeleton} onRetry={() => store.load(props.filmId, language)}>
      {(film) => <FilmSummaryBody film={film} crew={store.crew} cast={store.cast} {...props} />}
    </RemoteGate>
  );
});

function FilmSummaryBody({
  film,
  crew,
  cast,
  favoriteSlot,
  ratingSlot,
  actions,
  headingLevel = 1,
}: FilmSummaryProps & { film: FilmDetail; crew: readonly Contributor[]; cast: readonly Contributor[] }) {
  const t = useT();
  const links = useFilmLinks();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className="film-summary" aria-labelledby="film-summary-title">
      <div className="film-summary__poster">
        <LazyImage
          src={film.posterUrl}
          alt={t('film:summary.posterAlt', { title: film.title })}
          ratio="9 / 16"
          priority
          fallbackLabel={film.title}
          sizes="(min-width: 768px) 260px, 40vw"
        />
      </div>
      <div className="film-summary__body">
        <div className="film-summary__head">
          <Heading id="film-summary-title" className="film-summary__title">
            {film.title}
          </Heading>
          <ul className="film-summary__facts" role="list">
            <li>
              <RatingText rating={film.rating} count={film.ratingCount} />
            </li>
            <li>{t('film:summary.episodes', { count: film.episodeCount })}</li>
            <li>
              <RuntimeText minutes={film.runtimeMinutes} />
            </li>
            {film.releaseYear ? <li>{film.releaseYear}</li> : null}
            {film.freeEpisodes > 0 ? <li>{t('film:summary.freeEpisodes', { count: film.freeEpisodes })}</li> : null}
          </ul>
          {film.categories.length > 0 ? (
            <ul className="film-chips" role="list" aria-label={t('film:summary.categories')}>
              {film.categories.map((category) => (
                <li key={category.slug}>
                  <Link className="film-chip" href={links.category(category.slug)}>
                    {category.name}
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <p className="film-summary__synopsis">{film.synopsis}</p>
        {favoriteSlot || ratingSlot || actions ? (
          <div className="film-summary__actions">
            {actions}
            {favoriteSlot}
            {ratingSlot}
          </div>
        ) : null}
        <Credits crew={crew} cast={cast} />
      </div>
    </section>
  );
}

function Credits({ crew, cast }: { crew: readonly Contributor[]; cast: readonly Contributor[] }) {
  const t = useT();
  if (crew.length === 0 && cast.length === 0) return null;
  return (
    <dl className="film-credits">
      {crew.map((person) => (
        <div key={`${person.role}-${person.id}`} className="film-credits__row">
          <dt>{t(`film:role.${person.role}`)}</dt>
          <dd>{person.name}</dd>
        </div>
      ))}
      {cast.length > 0 ? (
        <div className="film-credits__row">
          <dt>{t('film:role.cast')}</dt>
          <dd>
            <ul role="list" className="film-credits__cast">
              {cast.map((person) => (
                <li key={person.id}>{person.character ? t('film:summary.asCharacter', { name: person.name, character: person.character }) : person.name}</li>
              ))}
            </ul>
          </dd>
        </div>
      ) : null}
    </dl>
  );
}

interface FilmSummarySkeletonProps {
  label: string;
  /** What the tapped card showed: its poster and title stand in for the skeleton's. */
  preview: PagePreview | null;
  headingLevel?: 1 | 2;
  posterAlt: string;
}

function FilmSummarySkeleton({ label, preview, headingLevel = 1, posterAlt }: FilmSummarySkeletonProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div className="film-summary" aria-busy="true">
      <div className="film-summary__poster">
        {preview ? (
          <LazyImage src={preview.imageUrl} alt={posterAlt} ratio="9 / 16" priority fallbackLabel={preview.title} sizes="(min-width: 768px) 260px, 40vw" />
        ) : (
          <SkeletonBlock ratio="9 / 16" />
        )}
      </div>
      <div className="film-summary__body">
        <div className="film-summary__head">
          {preview ? <Heading className="film-summary__title">{preview.title}</Heading> : <SkeletonBlock width="70%" height="2rem" />}
          <TextSkeleton label={label} lines={3} />
        </div>
        <SkeletonBlock height="4.5em" />
      </div>
    </div>
  );
}
