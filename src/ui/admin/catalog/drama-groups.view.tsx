import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { DramaEditorStore } from '../../../application/admin/drama-editor.store';
import { CONTRIBUTOR_ROLES, type ContributorRole } from '../../../domain/admin/catalog.types';
import { useService } from '../../shared/use-service.hook';
import { useT } from '../../shared/use-t.hook';

/** Categories and topics (checkboxes of the choices call) and the people of the drama with their roles. */
export const DramaGroupsFields = observer(function DramaGroupsFields() {
  const store = useService(DramaEditorStore);
  const t = useT();
  const choices = store.choices.value;
  if (!choices) {
    return store.choices.status === 'error' ? (
      <p className="console-error" role="alert">
        {t(store.choices.errorKey ?? 'site-errors:generic')}
      </p>
    ) : null;
  }
  const nameOf = (id: string) => choices.contributors.find((c) => c.id === id)?.name ?? id;
  return (
    <>
      {(['category', 'topic'] as const).map((kind) => {
        const chosen = kind === 'category' ? store.form.categories : store.form.topics;
        return (
          <fieldset key={kind} className="console-card">
            <legend>{t(kind === 'category' ? 'admin:adminCatalog.categories' : 'admin:adminCatalog.topics')}</legend>
            <div className="drama-groups">
              {choices.groups
                .filter((g) => g.kind === kind)
                .map((g) => (
                  <label key={g.slug} className="drama-groups__choice">
                    <input type="checkbox" checked={chosen.includes(g.slug)} onChange={() => store.toggleGroup(kind, g.slug)} />
                    {g.name}
                  </label>
                ))}
            </div>
          </fieldset>
        );
      })}
      <fieldset className="console-card">
        <legend>{t('admin:adminCatalog.contributors')}</legend>
        {store.form.contributors.length > 0 ? (
          <ul className="drama-people">
            {store.form.contributors.map((c, index) => (
              <li key={`${c.id}-${c.role}`}>
                <span>
                  {nameOf(c.id)} · {t(`admin:adminCatalog.role.${c.role}`)}
                  {c.character ? ` · ${c.character}` : ''}
                </span>
                <button type="button" className="button button--quiet" onClick={() => store.removeContributor(index)}>
                  {t('admin:adminCatalog.remove', { name: nameOf(c.id) })}
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="console-empty">{t('admin:adminCatalog.noContributors')}</p>
        )}
        <AddContributor people={choices.contributors} />
      </fieldset>
    </>
  );
});

function AddContributor({ people }: { people: readonly { id: string; name: string }[] }) {
  const store = useService(DramaEditorStore);
  const t = useT();
  const [person, setPerson] = useState('');
  const [role, setRole] = useState<ContributorRole>('actor');
  const [character, setCharacter] = useState('');
  return (
    <div className="console-toolbar drama-people__add">
      <label>
        {t('admin:adminCatalog.person')}
        <select value={person} onChange={(e) => setPerson(e.target.value)}>
          <option value="">{t('admin:adminCatalog.choosePerson')}</option>
          {people.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('admin:adminCatalog.roleLabel')}
        <select value={role} onChange={(e) => setRole(e.target.value as ContributorRole)}>
          {CONTRIBUTOR_ROLES.map((r) => (
            <option key={r} value={r}>
              {t(`admin:adminCatalog.role.${r}`)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('admin:adminCatalog.character')}
        <input value={character} maxLength={120} onChange={(e) => setCharacter(e.target.value)} />
      </label>
      <button
        type="button"
        className="button button--quiet"
        disabled={person === ''}
        onClick={() => {
          store.addContributor(person, role, character);
          setCharacter('');
        }}
      >
        {t('admin:adminCatalog.addPerson')}
      </button>
    </div>
  );
}
