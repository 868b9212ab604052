import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { ApplicationsReviewStore } from '../../../application/admin/applications-review.store';
import type { ApplicationStatus } from '../../../domain/admin/applications.types';
import { useService } from '../../shared/use-service.hook';
import { useT } from '../../shared/use-t.hook';
import { ConsolePager } from '../console-pager.view';
import { ApplicationCard } from './application-card.view';

const STATUSES: readonly ApplicationStatus[] = ['pending', 'approved', 'denied'];

/** The permission applications: the pending queue (oldest first) or the decided ones. */
const ApplicationsScreen = observer(function ApplicationsScreen() {
  const store = useService(ApplicationsReviewStore);
  const t = useT();
  useEffect(() => store.load(store.status, 1), [store]);
  const list = store.list.value;
  return (
    <>
      <div className="console-tabs" role="group" aria-label={t('admin:admin.applications.filter')}>
        {STATUSES.map((status) => (
          <button
            key={status}
            type="button"
            className={status === store.status ? 'button' : 'button button--quiet'}
            aria-pressed={status === store.status}
            onClick={() => store.load(status, 1)}
          >
            {t(`admin:admin.applications.status.${status}`)}
          </button>
        ))}
      </div>
      {store.errorKey ? (
        <p className="console-error" role="alert">
          {t(store.errorKey)}
        </p>
      ) : null}
      {store.list.status === 'error' ? (
        <p className="console-error" role="alert">
          {t(store.list.errorKey ?? 'site-errors:generic')}
        </p>
      ) : null}
      {list && list.items.length === 0 ? <p className="console-empty">{t('admin:admin.applications.empty')}</p> : null}
      {list ? (
        <ul className="console-list" aria-busy={store.list.loading}>
          {list.items.map((application) => (
            <ApplicationCard key={application.id} application={application} />
          ))}
        </ul>
      ) : null}
      <ConsolePager page={store.page} totalPages={store.totalPages} onPage={(page) => store.load(store.status, page)} />
    </>
  );
});
export default ApplicationsScreen;
