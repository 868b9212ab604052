import { observer } from 'mobx-react-lite';
import { useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { Translator } from '../../application/shared/translator.port';
import type { Comment } from '../../domain/catalog/comment.entity';
import { isForeignLanguage, LANGUAGE_ENDONYMS } from '../../domain/community/comment-draft.rules';
import { PhotoViewer } from '../film/photo-viewer.view';
import { useLinks } from '../site/use-links.hook';
import { LazyImage } from '../shared/lazy-image.view';
import { useService } from '../shared/use-service.hook';
import { useT } from '../shared/use-t.hook';
import './comments.css';

/** Spec section 9: the default classify type, used as `_cname` where a comment's film has no category at hand. */
export const defaultClassify = 'drama';

interface CommentCardProps {
  comment: Comment;
  /** Shows which film the comment is about (lists shown away from the film). */
  showFilm?: boolean;
  /** Extra content under the text (a link to the replies). */
  footer?: ReactNode;
  headingLevel?: 'h2' | 'h3';
  /** Like, reply and report buttons (the community feature); without them the likes are shown as a count. */
  actions?: ReactNode;
}

/** One comment: author, date, text, images and likes, as an article with the author's name as its heading. */
export const CommentCard = observer(function CommentCard({ comment, showFilm = false, footer, headingLevel: Heading = 'h2', actions }: CommentCardProps) {
  const t = useT();
  const translator = useService(Translator);
  const links = useLinks();
  const [openPhoto, setOpenPhoto] = useState<number | null>(null);
  const posted = new Date(comment.postedAt);
  const foreign = isForeignLanguage(comment.language, translator.language);
  const shownPhoto = openPhoto === null ? undefined : comment.photos[openPhoto];
  return (
    <article className="comment-card">
      <span className="comment-card__avatar" aria-hidden="true">
        {comment.author.avatarUrl ? <LazyImage src={comment.author.avatarUrl} alt="" ratio="1 / 1" /> : comment.author.name.slice(0, 1).toUpperCase()}
      </span>
      <div className="comment-card__body">
        <header className="comment-card__head">
          <Heading className="comment-card__author">{comment.author.name}</Heading>
          {comment.replyTo ? <span className="comment-card__reply-to">{t('browse:comments.replyTo', { name: comment.replyTo.name })}</span> : null}
          <time className="comment-card__time" dateTime={comment.postedAt}>
            {translator.formatDate(posted, { dateStyle: 'medium' })}
          </time>
          {foreign && comment.language ? (
            <span className="comment-card__lang">
              <span className="visually-hidden">{t('community:community.writtenIn')} </span>
              <span lang={comment.language}>{LANGUAGE_ENDONYMS[comment.language] ?? comment.language}</span>
            </span>
          ) : null}
        </header>
        {comment.hidden ? <p className="comment-card__hidden">{t('community:community.hiddenForOthers')}</p> : null}
        {/* Text only: React escapes it, so no HTML from a comment reaches the page. */}
        <p className="comment-card__text" lang={foreign && comment.language ? comment.language : undefined}>
          {comment.text}
        </p>
        {comment.photos.length > 0 ? (
          <ul className="comment-card__images" role="list">
            {comment.photos.map((photo, index) => (
              <li key={photo.url}>
                <button
                  type="button"
                  className="comment-card__photo"
                  onClick={() => setOpenPhoto(index)}
                  aria-label={t('browse:comments.image', { index: index + 1 })}
                >
                  <LazyImage src={photo.thumbnailUrl} alt="" ratio="1 / 1" />
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        {shownPhoto && openPhoto !== null ? (
          <PhotoViewer
            photo={{
              id: openPhoto,
              url: shownPhoto.url,
              alt: t('browse:comments.image', { index: openPhoto + 1 }),
              width: shownPhoto.width,
              height: shownPhoto.height,
            }}
            position={openPhoto + 1}
            count={comment.photos.length}
            onClose={() => setOpenPhoto(null)}
            onMove={(step) => setOpenPhoto((index) => (index === null ? null : (index + step + comment.photos.length) % comment.photos.length))}
          />
        ) : null}
        <div className="comment-card__meta">
          {actions ?? (
            <span>
              <span aria-hidden="true">♥ </span>
              {t('browse:comments.likes', { count: comment.likes })}
            </span>
          )}
          {footer}
        </div>
        {showFilm && comment.film ? (
          <Link className="comment-card__film" href={links.film({ id: comment.film.id, categorySlug: defaultClassify })}>
            <span className="comment-card__film-poster">
              <LazyImage src={comment.film.posterUrl} alt="" ratio="9 / 16" />
            </span>
            <span>{t('browse:comments.onFilm', { title: comment.film.title })}</span>
          </Link>
        ) : null}
      </div>
    </article>
  );
});
