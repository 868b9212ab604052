import './skeleton.css';

/** A shimmering block that holds the place of content still loading; hidden from screen readers. */
export function SkeletonBlock({ width = '100%', height = '1em', ratio }: { width?: string; height?: string; ratio?: string }) {
  return <span className="skeleton" aria-hidden="true" style={ratio ? { width, aspectRatio: ratio } : { width, height }} />;
}

/** The placeholder of one poster card, the same size as the real card so nothing jumps when data lands. */
export function PosterCardSkeleton() {
  return (
    <span className="skeleton-card" aria-hidden="true">
      <SkeletonBlock ratio="9 / 16" />
      <SkeletonBlock width="85%" height="0.9rem" />
      <SkeletonBlock width="50%" height="0.75rem" />
    </span>
  );
}

/** A loading region: announces `label` once to screen readers and shows `count` card placeholders. */
export function PosterListSkeleton({ label, count = 12, layout = 'grid' }: { label: string; count?: number; layout?: 'grid' | 'rail' }) {
  return (
    <div role="status" aria-live="polite" className="skeleton-list">
      <span className="visually-hidden">{label}</span>
      <div className={layout === 'grid' ? 'skeleton-list__grid' : 'skeleton-list__rail'}>
        {Array.from({ length: count }, (_, index) => (
          <PosterCardSkeleton key={index} />
        ))}
      </div>
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
