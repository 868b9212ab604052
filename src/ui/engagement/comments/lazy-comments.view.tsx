import { Suspense } from 'react';
import { retryingLazy } from '../../app/retrying-lazy';
import { ErrorBoundary } from '../../app/error-boundary.view';
import { TextSkeleton } from '../../components/skeleton.view';
import { useT } from '../../hooks/use-t.hook';

// The comments (and the community feature's stores) download only when a page shows them, after its first paint.
const commentsSection = retryingLazy(() => import('./comments-section.view'));
const commentsSheet = retryingLazy(() => import('./comments-sheet.view'));

interface LazyCommentsProps {
  filmId: number | null;
  categorySlug?: string;
}

/** A drama's comments section, loaded on its own. */
export function LazyCommentsSection({ filmId, categorySlug }: LazyCommentsProps) {
  const t = useT();
  const Section = commentsSection();
  if (filmId === null) return null;
  return (
    <ErrorBoundary
      resetKey={String(filmId)}
      fallback={(_, reset) => (
        <div className="inline-failure" role="alert">
          <p>{t('browse:error.sectionFailed')}</p>
          <button type="button" className="button button--quiet" onClick={reset}>{t('browse:error.retry')}</button>
        </div>
      )}
    >
      <Suspense fallback={<TextSkeleton label={t('browse:loading.comments')} lines={3} />}>
        <Section filmId={filmId} categorySlug={categorySlug} />
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
