import { observer } from 'mobx-react-lite';
import { useT } from '../shared/use-t.hook';

/** Previous / next for a console list (console lists are not crawled, so buttons rather than links). */
export const ConsolePager = observer(function ConsolePager({ page, totalPages, onPage }: { page: number; totalPages: number; onPage: (page: number) => void }) {
  const t = useT();
  if (totalPages <= 1) return null;
  return (
    <nav className="console-pager" aria-label={t('admin:admin.pager.label')}>
      <button type="button" className="button button--quiet" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('admin:admin.pager.previous')}
      </button>
      <span>{t('admin:admin.pager.position', { page, total: totalPages })}</span>
      <button type="button" className="button button--quiet" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        {t('admin:admin.pager.next')}
      </button>
    </nav>
  );
});
