import { observer } from 'mobx-react-lite';
import { Link } from 'wouter';
import { pageWindow } from '../../domain/catalog/page-window.policy';
import { useT } from './use-t.hook';
import './pagination.css';

interface PaginationProps {
  currentPage: number;
  totalPages: number;
  /** The localised URL of a page, built by the routing module. */
  hrefForPage: (page: number) => string;
}

/** Numbered page links with previous/next; real links, so every page is crawlable and opens in a new tab. */
export const Pagination = observer(function Pagination({ currentPage, totalPages, hrefForPage }: PaginationProps) {
  const t = useT();
  if (totalPages <= 1) return null;
  return (
    <nav className="pagination" aria-label={t('browse:pagination.label')}>
      <ul role="list" className="pagination__list">
        <li>
          {currentPage > 1 ? (
            <Link className="pagination__step" href={hrefForPage(currentPage - 1)} rel="prev">
              <span aria-hidden="true">‹ </span>
              {t('browse:pagination.previous')}
            </Link>
          ) : null}
        </li>
        {pageWindow(currentPage, totalPages).map((slot) =>
          slot.kind === 'gap' ? (
            <li key={slot.key} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={slot.page}>
              <Link
                className="pagination__page"
                href={hrefForPage(slot.page)}
                aria-current={slot.page === currentPage ? 'page' : undefined}
                aria-label={t('browse:pagination.page', { page: slot.page })}
              >
                {slot.page}
              </Link>
            </li>
          ),
        )}
        <li>
          {currentPage < totalPages ? (
            <Link className="pagination__step" href={hrefForPage(currentPage + 1)} rel="next">
              {t('browse:pagination.next')}
              <span aria-hidden="true"> ›</span>
            </Link>
          ) : null}
        </li>
      </ul>
    </nav>
  );
});
