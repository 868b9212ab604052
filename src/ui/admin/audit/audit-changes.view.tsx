import { auditChanges } from '../../../domain/admin/audit-changes';

/** The fields an action changed, one a line: `status: pending → approved` ('—' for a value that was not there). */
export function AuditChanges({ before, after }: { readonly before: unknown; readonly after: unknown }) {
  const changes = auditChanges(before, after);
  if (changes.length === 0) return <span aria-hidden="true">—</span>;
  return (
    <ul className="audit-changes" role="list">
      {changes.map((change) => (
        <li key={change.field}>
          {change.field === '' ? null : (
            <>
              <code>{change.field}</code>:{' '}
            </>
          )}
          <del>{change.before ?? '—'}</del> → <ins>{change.after ?? '—'}</ins>
        </li>
      ))}
    </ul>
  );
}
