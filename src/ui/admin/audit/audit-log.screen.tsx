import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { AuditLogStore } from '../../../application/admin/audit-log.store';
import { Translator } from '../../../application/shared/translator.port';
import { useService } from '../../shared/use-service.hook';
import { useT } from '../../shared/use-t.hook';
import { ConsolePager } from '../console-pager.view';
import { ConsoleTable } from '../console-table.view';
import { AuditChanges } from './audit-changes.view';

const FILTERS = ['', 'application.', 'comment.', 'member.'] as const;

/** Every operator action, newest first: who, what, when, and what it changed in the subject. */
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
              <option key={prefix} value={prefix}>
                {t(`admin:admin.audit.filters.${prefix === '' ? 'all' : prefix.slice(0, -1)}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {store.entries.status === 'error' ? (
        <p className="console-error" role="alert">
          {t(store.entries.errorKey ?? 'site-errors:generic')}
        </p>
      ) : null}
      {entries ? (
        <ConsoleTable
          columns={[
            t('admin:admin.audit.when'),
            t('admin:admin.audit.who'),
            t('admin:admin.audit.what'),
            t('admin:admin.audit.subject'),
            t('admin:admin.audit.changes'),
          ]}
          empty={t('admin:admin.audit.empty')}
          rows={entries.items.map((e) => ({
            key: e.id,
            cells: [
              translator.formatDate(new Date(e.createdAt), { dateStyle: 'short', timeStyle: 'medium' }),
              e.operatorEmail,
              <code>{e.action}</code>,
              `${e.subjectType} ${e.subjectId}`,
              <AuditChanges before={e.before} after={e.after} />,
            ],
          }))}
        />
      ) : null}
      <ConsolePager page={store.page} totalPages={store.totalPages} onPage={store.load} />
    </>
  );
});
export default AuditLogScreen;
