import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Translator } from '../../application/ports/translator.port';
import type { Comment } from '../../domain/catalog/comment.entity';
import { useLinks } from '../app/use-links.hook';
import { LazyImage } from '../components/lazy-image.view';
import { useService } from '../hooks/use-service.hook';
import { useT } from '../hooks/use-t.hook';
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
}

/** One comment: author, date, text, images and likes, as an article with the author's name as its heading. */
export const CommentCard = observer(function CommentCard({ comment, showFilm = false, footer, headingLevel: Heading = 'h2' }: CommentCardProps) {
  const t = useT();
  const translator = useService(Translator);
  const links = useLinks();
  const posted = new Date(comment.postedAt);
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
        </header>
        <p className="comment-card__text">{comment.text}</p>
        {comment.imageUrls.length > 0 ? (
          <ul className="comment-card__images" role="list">
            {comment.imageUrls.map((url, index) => (
              <li key={url}>
                <LazyImage src={url} alt={t('browse:comments.image', { index: index + 1 })} ratio="1 / 1" />
              </li>
            ))}
          </ul>
        ) : null}
        <p className="comment-card__meta">
          <span>
            <span aria-hidden="true">♥ </span>
            {t('browse:comments.likes', { count: comment.likes })}
          </span>
          {footer}
        </p>
        {showFilm && comment.film ? (
          <Link className="comment-card__film" href={links.film({ id: comment.film.id, categorySlug: defaultClassify })}>
            <span className="comment-card__film-poster"><LazyImage src={comment.film.posterUrl} alt="" ratio="9 / 16" /></span>
            <span>{t('browse:comments.onFilm', { title: comment.film.title })}</span>
          </Link>
        ) : null}
      </div>
    </article>
  );
});
