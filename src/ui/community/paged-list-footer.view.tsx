import { observer } from 'mobx-react-lite';
import type { PagedList } from '../../application/community/paged-list';
import { TextSkeleton } from '../shared/skeleton.view';
import { useT } from '../shared/use-t.hook';

interface PagedListFooterProps {
  readonly list: Pick<PagedList<{ readonly id: number }>, 'status' | 'hasMore' | 'more'>;
  /** What "Try again" does after a failed page (load the list anew, or ask for the failed page again). */
  readonly onRetry: () => void;
}

/** Under a paged comment list: the skeleton while a page loads, the failure with a retry, and "More comments". */
export const PagedListFooter = observer(function PagedListFooter({ list, onRetry }: PagedListFooterProps) {
  const t = useT();
  return (
    <>
      {list.status === 'loading' ? <TextSkeleton label={t('browse:loading.comments')} lines={3} /> : null}
      {list.status === 'error' ? (
        <div className="inline-failure" role="alert">
          <p>{t('browse:error.sectionFailed')}</p>
          <button type="button" className="button button--quiet" onClick={onRetry}>
            {t('browse:error.retry')}
          </button>
        </div>
      ) : null}
      {list.hasMore && list.status === 'ready' ? (
        <button type="button" className="button button--quiet community__more" onClick={() => void list.more()}>
          {t('community:community.more')}
        </button>
      ) : null}
    </>
  );
});
