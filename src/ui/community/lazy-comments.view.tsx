import { Suspense } from 'react';
import { retryingLazy } from '../site/retrying-lazy';
import CommentsSection from './comments-section.view';
import { ErrorBoundary } from '../site/error-boundary.view';
import { TextSkeleton } from '../shared/skeleton.view';
import { useT } from '../shared/use-t.hook';

// The phone's comments sheet downloads only when a page shows it. The comments section is part of the film pages'
// code: the server renders it, and a section hydrated later than its page would lose what the visitor typed.
const commentsSheet = retryingLazy(() => import('./comments-sheet.view'));

interface LazyCommentsProps {
  filmId: number | null;
  categorySlug?: string;
}

/** A drama's comments section, kept apart: its failure shows a retry in place of the section only. */
export function FilmComments({ filmId, categorySlug }: LazyCommentsProps) {
  const t = useT();
  if (filmId === null) return null;
  return (
    <ErrorBoundary
      resetKey={String(filmId)}
      fallback={(_, reset) => (
        <div className="inline-failure" role="alert">
          <p>{t('browse:error.sectionFailed')}</p>
          <button type="button" className="button button--quiet" onClick={reset}>
            {t('browse:error.retry')}
          </button>
        </div>
      )}
    >
      <Suspense fallback={<TextSkeleton label={t('browse:loading.comments')} lines={3} />}>
        <CommentsSection filmId={filmId} categorySlug={categorySlug} />
      </Suspense>
    </ErrorBoundary>
  );
}

/** The phone player's button and sheet, loaded on their own; if their code fails the player simply goes without. */
export function LazyCommentsSheet({ filmId, categorySlug }: LazyCommentsProps) {
  const Sheet = commentsSheet();
  if (filmId === null) return null;
  return (
    <ErrorBoundary resetKey={String(filmId)} fallback={() => null}>
      <Suspense fallback={null}>
        <Sheet filmId={filmId} categorySlug={categorySlug} />
      </Suspense>
    </ErrorBoundary>
  );
}
