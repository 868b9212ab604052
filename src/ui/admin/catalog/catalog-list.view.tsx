import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { CatalogListStore } from '../../../application/admin/catalog-list.store';
import { useService } from '../../shared/use-service.hook';
import { useT } from '../../shared/use-t.hook';
import { consolePath } from '../../../domain/admin/console-path';
import { ConsolePager } from '../console-pager.view';
import { ConsoleTable } from '../console-table.view';

/** Every drama, drafts included, with its state, a link to edit it and the publish / unpublish action. */
export const CatalogList = observer(function CatalogList() {
  const store = useService(CatalogListStore);
  const t = useT();
  useEffect(() => store.load(1), [store]);
  const rows = store.rows.value;
  return (
    <>
      <div className="console-toolbar">
        <Link href={consolePath('catalog/new')} className="button">
          {t('admin:adminCatalog.newDrama')}
        </Link>
      </div>
      {store.errorKey ? (
        <p className="console-error" role="alert">
          {t(store.errorKey)}
        </p>
      ) : null}
      {store.rows.status === 'error' ? (
        <p className="console-error" role="alert">
          {t(store.rows.errorKey ?? 'site-errors:generic')}
        </p>
      ) : null}
      {rows ? (
        <ConsoleTable
          columns={[
            t('admin:adminCatalog.poster'),
            t('admin:adminCatalog.title'),
            t('admin:adminCatalog.episodes'),
            t('admin:adminCatalog.state'),
            t('admin:adminCatalog.action'),
          ]}
          empty={t('admin:adminCatalog.empty')}
          rows={rows.items.map((row) => ({
            key: row.id,
            cells: [
              row.posterUrl ? <img src={row.posterUrl} alt="" width={36} height={64} loading="lazy" /> : '—',
              // One grid cell on phones (the stacked table): the title and its slug stay together.
              <span>
                <Link href={consolePath(`catalog/${row.id}`)}>{row.title || row.slug}</Link> <code>{row.slug}</code>
              </span>,
              row.episodeCount,
              t(row.published ? 'admin:adminCatalog.published' : 'admin:adminCatalog.draft'),
              <button
                type="button"
                className="button button--quiet catalog-list__action"
                disabled={store.busy.has(row.id)}
                onClick={() => void store.setPublished(row.id, !row.published)}
              >
                {t(row.published ? 'admin:adminCatalog.unpublish' : 'admin:adminCatalog.publish')}
              </button>,
            ],
          }))}
        />
      ) : null}
      <ConsolePager page={store.page} totalPages={store.totalPages} onPage={store.load} />
    </>
  );
});
