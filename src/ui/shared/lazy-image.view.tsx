import { useRetryingImage } from './use-retrying-image.hook';
import './lazy-image.css';

interface LazyImageProps {
  src: string;
  /** Empty for decorative images, so screen readers skip them. */
  alt: string;
  /** CSS aspect ratio of the reserved box, e.g. `9 / 16`; the box never changes size, so nothing shifts. */
  ratio: string;
  /** Above-the-fold images load at once and are fetched first (the largest contentful paint). */
  priority?: boolean;
  /** Text shown on the fallback when the image fails three times (usually the title). */
  fallbackLabel?: string;
  sizes?: string;
}

/** An image in a reserved box: lazy, retried up to three times, then a calm fallback instead of a broken icon. */
export function LazyImage({ src, alt, ratio, priority = false, fallbackLabel, sizes }: LazyImageProps) {
  const image = useRetryingImage(src);
  return (
    <span className="lazy-image" style={{ aspectRatio: ratio }}>
      {image.failed ? (
        <span className="lazy-image__fallback" aria-hidden={alt ? undefined : true} role={alt ? 'img' : undefined} aria-label={alt || undefined}>
          <span className="lazy-image__fallback-text">{fallbackLabel ?? ''}</span>
        </span>
      ) : (
        <img
          className="lazy-image__img"
          src={image.src}
          alt={alt}
          sizes={sizes}
          loading={priority ? 'eager' : 'lazy'}
          decoding={priority ? 'sync' : 'async'}
          fetchPriority={priority ? 'high' : 'auto'}
          onError={image.onError}
        />
      )}
    </span>
  );
}
