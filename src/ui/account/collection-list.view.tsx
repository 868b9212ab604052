import { observer } from 'mobx-react-lite';
import { Link } from 'wouter';
import type { CollectionList as ListName, CollectionStore } from '../../application/account/collection.store';
import { pageCount } from '../../domain/catalog/paged.entity';
import { useLinks } from '../site/use-links.hook';
import { EmptyState } from '../shared/empty-state.view';
import { PosterCard } from '../shared/poster-card.view';
import { useT } from '../shared/use-t.hook';
import { CollectionItemActions } from './collection-item-actions.view';

/** One list of the collection (favourites or rated) with its own pages and a way back to browsing when empty. */
export const CollectionList = observer(function CollectionList({ store, list }: { store: CollectionStore; list: ListName }) {
  const t = useT();
  const links = useLinks();
  const remote = list === 'favorites' ? store.favorites : store.rated;
  const headingId = `collection-${list}`;
  const page = remote.value;
  return (
    <section className="collection-section" aria-labelledby={headingId} aria-busy={remote.loading || undefined}>
      <h2 id={headingId} className="collection-section__title">
        {t(`account-pages:collection.${list}`)}
      </h2>
      {remote.status === 'error' ? (
        <div role="alert">
          <p>{t(remote.errorKey ?? 'site-errors:generic')}</p>
          <button type="button" className="button button--quiet" onClick={() => void store.load(list)}>
            {t('account-pages:retry')}
          </button>
        </div>
      ) : page === null ? (
        <p role="status">{t('account-pages:loading')}</p>
      ) : page.items.length === 0 ? (
        <EmptyState
          title={t(`account-pages:collection.${list}Empty`)}
          hint={t('account-pages:collection.emptyHint')}
          action={
            <Link className="button" href={links.to('home', {})}>
              {t('account-pages:collection.browse')}
            </Link>
          }
        />
      ) : (
        <>
          <ul className="collection-grid" role="list">
            {page.items.map((item) => (
              <li key={item.film.id} className="collection-grid__item">
                <PosterCard
                  title={item.film.title}
                  posterUrl={item.film.posterUrl}
                  href={links.film(item.film)}
                  episodesLabel={t('account-pages:collection.episodes', { count: item.film.episodeCount })}
                />
                <CollectionItemActions store={store} list={list} item={item} />
              </li>
            ))}
          </ul>
          {pageCount(page) > 1 ? (
            <nav className="collection-pages" aria-label={t(`account-pages:collection.${list}Pages`)}>
              <button type="button" className="button button--quiet" disabled={page.page <= 1} onClick={() => void store.load(list, page.page - 1)}>
                {t('account-pages:collection.previous')}
              </button>
              <span>{t('account-pages:collection.pageOf', { page: page.page, count: pageCount(page) })}</span>
              <button
                type="button"
                className="button button--quiet"
                disabled={page.page >= pageCount(page)}
                onClick={() => void store.load(list, page.page + 1)}
              >
                {t('account-pages:collection.next')}
              </button>
            </nav>
          ) : null}
        </>
      )}
    </section>
  );
});
