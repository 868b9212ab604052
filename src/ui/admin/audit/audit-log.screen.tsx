import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { AuditLogStore } from '../../../application/admin/audit-log.store';
import { Translator } from '../../../application/ports/translator.port';
import { useService } from '../../hooks/use-service.hook';
import { useT } from '../../hooks/use-t.hook';
import { ConsolePager } from '../console-pager.view';

const FILTERS = ['', 'application.', 'comment.', 'member.'] as const;

/** Every operator action, newest first: who, what, when, and the subject before and after. */
const AuditLogScreen = observer(function AuditLogScreen() {
  const store = useService(AuditLogStore);
  const translator = useService(Translator);
  const t = useT();
  useEffect(() => store.load(1), [store]);
  const entries = store.entries.value;
  return (
    <>
      <div className="console-toolbar">
        <label>
          {t('admin:admin.audit.filter')}
          <select value={store.actionPrefix} onChange={(e) => store.filter(e.target.value)}>
            {FILTERS.map((prefix) => (
              <option key={prefix} value={prefix}>{t(`admin:admin.audit.filters.${prefix === '' ? 'all' : prefix.slice(0, -1)}`)}</option>
            ))}
          </select>
        </label>
      </div>
      {store.entries.status === 'error' ? <p className="console-error" role="alert">{t(store.entries.errorKey ?? 'errors:generic')}</p> : null}
      {entries && entries.items.length === 0 ? <p className="console-empty">{t('admin:admin.audit.empty')}</p> : null}
      {entries && entries.items.length > 0 ? (
        <div className="console-table-wrap">
          <table className="console-table console-table--stack">
            <thead>
              <tr>
                <th scope="col">{t('admin:admin.audit.when')}</th>
                <th scope="col">{t('admin:admin.audit.who')}</th>
                <th scope="col">{t('admin:admin.audit.what')}</th>
                <th scope="col">{t('admin:admin.audit.subject')}</th>
                <th scope="col">{t('admin:admin.audit.before')}</th>
                <th scope="col">{t('admin:admin.audit.after')}</th>
              </tr>
            </thead>
            <tbody>
              {entries.items.map((e) => (
                <tr key={e.id}>
                  <td data-label={t('admin:admin.audit.when')}>{translator.formatDate(new Date(e.createdAt), { dateStyle: 'short', timeStyle: 'medium' })}</td>
                  <td data-label={t('admin:admin.audit.who')}>{e.operatorEmail}</td>
                  <td data-label={t('admin:admin.audit.what')}><code>{e.action}</code></td>
                  <td data-label={t('admin:admin.audit.subject')}>{e.subjectType} {e.subjectId}</td>
                  <td data-label={t('admin:admin.audit.before')}><pre className="console-json">{e.before === null ? '—' : JSON.stringify(e.before, null, 1)}</pre></td>
                  <td data-label={t('admin:admin.audit.after')}><pre className="console-json">{e.after === null ? '—' : JSON.stringify(e.after, null, 1)}</pre></td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <ConsolePager page={store.page} totalPages={store.totalPages} onPage={store.load} />
    </>
  );
});
export default AuditLogScreen;
