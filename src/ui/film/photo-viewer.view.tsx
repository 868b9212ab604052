import { useEffect, useRef, type KeyboardEvent } from 'react';
import type { FilmPhoto } from '../../domain/catalog/film-media.types';
import { trapTab } from '../shared/trap-tab';
import { useT } from '../shared/use-t.hook';
import './photo-viewer.css';

interface PhotoViewerProps {
  photo: FilmPhoto;
  position: number;
  count: number;
  onClose: () => void;
  onMove: (step: number) => void;
}

/**
 * A modal viewer for one photo: focus stays inside (Tab wraps), Escape closes, the arrow keys move between
 * photos, and focus goes back to whatever opened it when it closes.
 */
export function PhotoViewer({ photo, position, count, onClose, onMove }: PhotoViewerProps) {
  const t = useT();
  const dialog = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeButton.current?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      onMove(1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      onMove(-1);
    } else if (event.key === 'Tab') {
      trapTab(event, dialog.current);
    }
  };

  return (
    <div className="photo-viewer" role="presentation" onClick={(event) => event.target === event.currentTarget && onClose()}>
      <div ref={dialog} className="photo-viewer__dialog" role="dialog" aria-modal="true" aria-labelledby="photo-viewer-caption" onKeyDown={onKeyDown}>
        <figure className="photo-viewer__figure">
          <img className="photo-viewer__image" src={photo.url} alt={photo.alt} width={photo.width} height={photo.height} />
          <figcaption id="photo-viewer-caption" className="photo-viewer__caption">
            {photo.alt || t('film:photos.untitled')}
            <span className="photo-viewer__count">{t('film:photos.position', { position, count })}</span>
          </figcaption>
        </figure>
        <div className="photo-viewer__controls">
          <button type="button" className="photo-viewer__button" onClick={() => onMove(-1)} aria-label={t('film:photos.previous')}>
            <span aria-hidden="true">‹</span>
          </button>
          <button type="button" className="photo-viewer__button" onClick={() => onMove(1)} aria-label={t('film:photos.next')}>
            <span aria-hidden="true">›</span>
          </button>
          <button ref={closeButton} type="button" className="photo-viewer__button photo-viewer__close" onClick={onClose} aria-label={t('film:photos.close')}>
            <span aria-hidden="true">✕</span>
          </button>
        </div>
      </div>
    </div>
  );
}
