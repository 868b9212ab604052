import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { trapTab } from '../shared/trap-tab';
import { Icon } from '../shared/icon.view';
import { useT } from '../shared/use-t.hook';
import CommentsSection from './comments-section.view';
import './community.css';

/**
 * The phone player's comments: a button that opens a bottom sheet over the video. The video keeps playing (the
 * sheet is a modal dialog that does not touch it); Tab stays inside, Escape closes, focus goes back to the button.
 */
export default function CommentsSheet({ filmId, categorySlug }: { filmId: number; categorySlug?: string }) {
  const t = useT();
  const id = useId();
  const [open, setOpen] = useState(false);
  const sheet = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const dialog = sheet.current;
    if (!open || !dialog) return;
    if (!dialog.open) dialog.showModal();
    dialog.querySelector<HTMLElement>('.comments-sheet__close')?.focus();
    return () => {
      if (dialog.open) dialog.close();
      opener.current?.focus();
    };
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
    } else if (event.key === 'Tab') trapTab(event, sheet.current);
  };

  return (
    <>
      <button ref={opener} type="button" className="comments-open" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {/* Drawn, not an emoji: a phone without a colour emoji font showed an empty box. */}
        <Icon name="comment" />
        {t('community:community.openSheet')}
      </button>
      {open ? (
        <dialog
          ref={sheet}
          className="comments-sheet"
          aria-labelledby={`${id}-title`}
          aria-modal="true"
          onKeyDown={onKeyDown}
          onCancel={(event) => {
            event.preventDefault();
            setOpen(false);
          }}
        >
          <div className="comments-sheet__head">
            <h2 id={`${id}-title`} className="comments-sheet__title">
              {t('community:community.title')}
            </h2>
            <button type="button" className="comments-sheet__close" aria-label={t('community:community.closeSheet')} onClick={() => setOpen(false)}>
              <span aria-hidden="true">×</span>
            </button>
          </div>
          <div className="comments-sheet__body">
            <CommentsSection filmId={filmId} categorySlug={categorySlug} headingId={`${id}-title`} />
          </div>
        </dialog>
      ) : null}
    </>
  );
}
