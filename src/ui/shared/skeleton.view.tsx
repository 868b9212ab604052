import './poster-card.css';
import './rail.css';
import './skeleton.css';

/** A shimmering block that holds the place of content still loading; hidden from screen readers. */
export function SkeletonBlock({ width = '100%', height = '1em', ratio }: { width?: string; height?: string; ratio?: string }) {
  return <span className="skeleton" aria-hidden="true" style={ratio ? { width, aspectRatio: ratio } : { width, height }} />;
}

/**
 * The placeholder of one poster card. It uses the card's own boxes (frame, two-line title, one-line meta), so it
 * is exactly the size of the real card and nothing jumps when data lands.
 */
export function PosterCardSkeleton() {
  return (
    <span className="poster-card skeleton-card" aria-hidden="true">
      <span className="poster-card__frame">
        <SkeletonBlock ratio="9 / 16" />
      </span>
      <span className="poster-card__title">
        <SkeletonBlock width="85%" height="1em" />
      </span>
      <span className="poster-card__meta">
        <SkeletonBlock width="50%" height="1em" />
      </span>
    </span>
  );
}

/**
 * A rail's stand-in: the rail's own list box holding `count` card skeletons, so it has the rail's exact height.
 * With a `label` it stands for a rail not rendered yet: still (no shimmer) and focusable like the real list, so
 * keyboard users reach it; without, it is decoration inside a loading region. A still rail draws only its first
 * card with the card's boxes (which give the row its height) and the others as one empty item each, painted by CSS:
 * a home page holds a dozen of these below the fold, and their spans were a third of its elements.
 */
export function RailSkeleton({ count = 6, label }: { count?: number; label?: string }) {
  return (
    <div className="rail" aria-hidden={label ? undefined : true}>
      <ul
        className={label ? 'rail__list skeleton-rail skeleton-rail--still' : 'rail__list skeleton-rail'}
        role="list"
        tabIndex={label ? 0 : undefined}
        aria-label={label}
        aria-busy={label ? true : undefined}
      >
        {Array.from({ length: count }, (_, index) =>
          label && index > 0 ? (
            <li key={index} className="rail__item skeleton-rail__ghost" aria-hidden="true" />
          ) : (
            <li key={index} className="rail__item" aria-hidden="true">
              <PosterCardSkeleton />
            </li>
          ),
        )}
      </ul>
    </div>
  );
}

/** A loading region: announces `label` once to screen readers and shows `count` card placeholders. */
export function PosterListSkeleton({ label, count = 12, layout = 'grid' }: { label: string; count?: number; layout?: 'grid' | 'rail' }) {
  return (
    <div role="status" aria-live="polite" className="skeleton-list">
      <span className="visually-hidden">{label}</span>
      {layout === 'grid' ? (
        <div className="skeleton-list__grid">
          {Array.from({ length: count }, (_, index) => (
            <PosterCardSkeleton key={index} />
          ))}
        </div>
      ) : (
        <RailSkeleton count={count} />
      )}
    </div>
  );
}

/** Placeholder lines for text content (comments, descriptions). */
export function TextSkeleton({ label, lines = 4 }: { label: string; lines?: number }) {
  return (
    <div role="status" aria-live="polite" className="stack stack--tight">
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: lines }, (_, index) => (
        <SkeletonBlock key={index} width={index === lines - 1 ? '60%' : '100%'} height="1rem" />
      ))}
    </div>
  );
}
