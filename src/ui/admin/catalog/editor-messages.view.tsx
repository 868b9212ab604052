import { observer } from 'mobx-react-lite';
import { DramaEditorStore, type EditorAction } from '../../../application/admin/drama-editor.store';
import type { FormProblem } from '../../../domain/admin/drama-form';
import { useService } from '../../shared/use-service.hook';
import { useT } from '../../shared/use-t.hook';

type T = ReturnType<typeof useT>;

/** The text of a form problem (with the limit of a too long text). */
export const problemText = (t: T, problem: FormProblem) => t(problem.key, problem.limit === undefined ? undefined : { limit: problem.limit });

/** A field's problem under it, referenced by the field's aria-describedby. */
export function FieldProblem({ id, problem }: { id: string; problem: FormProblem | undefined }) {
  const t = useT();
  return problem ? (
    <small id={id} className="console-error drama-editor__field-problem">
      {problemText(t, problem)}
    </small>
  ) : null;
}

/** Why the server refused `action`, next to where the operator started it (the error envelope's message key). */
export const ActionFailure = observer(function ActionFailure({ action }: { action: EditorAction }) {
  const store = useService(DramaEditorStore);
  const t = useT();
  if (store.failure?.action !== action) return null;
  return (
    <p className="console-error" role="alert">
      {t('admin:adminCatalog.failed', { reason: t(store.failure.key) })}
    </p>
  );
});
