import { observer } from 'mobx-react-lite';
import { useId, useRef, type FormEvent } from 'react';
import { CommentComposerStore } from '../../application/community/comment-composer.store';
import { SessionStore } from '../../application/account/session.store';
import { useHydrated } from '../shared/use-hydrated.hook';
import { useService } from '../shared/use-service.hook';
import { useT } from '../shared/use-t.hook';

/** Browsers offer these in the picker; the server decides from the bytes anyway. */
const ACCEPTED = 'image/jpeg,image/png,image/webp,image/gif';

/**
 * The comment box: text with a counter, up to the limit of photos (each uploading, ready or refused), "replying to"
 * with a way back, and one send per draft. Signed out, sending or adding photos asks to sign in first. Post waits for
 * something to post. The server renders the box for no one in particular: until the page is hydrated the box does not
 * know who reads it, and its placeholder invites to write, as it does a member.
 */
export const CommentComposer = observer(function CommentComposer() {
  const composer = useService(CommentComposerStore);
  const session = useService(SessionStore);
  const t = useT();
  /** Whether the reader is a member; null while not known (the server's render and the hydration of it). */
  const member = useHydrated() ? session.signedIn : null;
  const id = useId();
  const picker = useRef<HTMLInputElement>(null);
  const replying = composer.replyingTo;
  const left = composer.charactersLeft;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void composer.submit();
  };
  return (
    <form className="composer" onSubmit={submit} noValidate>
      {replying ? (
        <p className="composer__replying">
          <span>{replying.replyTo ? t('community:community.replyingTo', { name: replying.replyTo }) : t('community:community.replyingToComment')}</span>
          <button type="button" className="button button--quiet composer__cancel" onClick={composer.cancelReply}>
            {t('community:community.cancelReply')}
          </button>
        </p>
      ) : null}
      <label id={`${id}-label`} htmlFor={`${id}-text`} className="composer__label">
        {replying ? t('community:community.replyLabel') : t('community:community.commentLabel')}
      </label>
      <textarea
        id={`${id}-text`}
        className="composer__text"
        value={composer.text}
        onChange={(event) => composer.setText(event.target.value)}
        rows={3}
        placeholder={member === false ? t('community:community.placeholderSignedOut') : t('community:community.placeholder')}
        aria-describedby={`${id}-count ${id}-error`}
        aria-invalid={left < 0 || undefined}
      />
      <p id={`${id}-count`} className={left < 0 ? 'composer__count composer__count--over' : 'composer__count'}>
        {left < 0 ? t('community:community.tooLongBy', { over: -left, limit: composer.limits.textLength }) : t('community:community.charactersLeft', { left })}
      </p>
      {composer.acceptsPhotos && composer.photos.length > 0 ? (
        <ul className="composer__photos" role="list" aria-label={t('community:community.photosLabel')}>
          {composer.photos.map((photo) => (
            <li key={photo.id} className={`composer__photo composer__photo--${photo.state}`}>
              {photo.thumbnailUrl ? (
                <img src={photo.thumbnailUrl} alt="" width={80} height={80} />
              ) : (
                <span className="composer__photo-blank" aria-hidden="true" />
              )}
              <span className="composer__photo-state" role={photo.state === 'failed' ? 'alert' : undefined}>
                {photo.state === 'uploading' ? (
                  <progress aria-label={t('community:community.uploading', { name: photo.name })} />
                ) : photo.state === 'failed' ? (
                  t(photo.errorKey ?? 'site-errors:generic')
                ) : (
                  <span className="visually-hidden">{t('community:community.photoReady', { name: photo.name })}</span>
                )}
              </span>
              <button
                type="button"
                className="composer__photo-remove"
                onClick={() => composer.removePhoto(photo.id)}
                aria-label={t('community:community.removePhoto', { name: photo.name })}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <p id={`${id}-error`} className="composer__error" role="alert">
        {composer.errorKey ? t(composer.errorKey, { limit: composer.limits.textLength, max: composer.limits.photos }) : null}
      </p>
      <div className="composer__actions">
        {composer.acceptsPhotos ? (
          <>
            <input
              ref={picker}
              type="file"
              accept={ACCEPTED}
              multiple
              hidden
              onChange={(event) => {
                const files = [...(event.target.files ?? [])].map((file) => ({ blob: file, name: file.name }));
                composer.addPhotos(files);
                event.target.value = '';
              }}
            />
            <button
              type="button"
              className="button button--quiet"
              disabled={member === true && composer.photosLeft === 0}
              onClick={() => {
                if (composer.mayPickPhotos()) picker.current?.click();
              }}
            >
              <span aria-hidden="true">🖼 </span>
              {t('community:community.addPhotos', { left: composer.photosLeft })}
            </button>
          </>
        ) : null}
        <button type="submit" className="button" disabled={!composer.canPost} aria-busy={composer.sending || undefined}>
          {composer.sending ? t('community:community.sending') : replying ? t('community:community.sendReply') : t('community:community.send')}
        </button>
      </div>
    </form>
  );
});
