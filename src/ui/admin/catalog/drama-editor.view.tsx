import { observer } from 'mobx-react-lite';
import { useEffect, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { DramaEditorStore } from '../../../application/admin/drama-editor.store';
import { Translator } from '../../../application/shared/translator.port';
import { consolePath } from '../../../domain/admin/console-path';
import { DEFAULT_LANGUAGE, LANGUAGES, LANGUAGE_NAMES, isLanguage } from '../../../domain/routing/language';
import { RouteFallback } from '../../site/route-fallback.view';
import { useService } from '../../shared/use-service.hook';
import { useT } from '../../shared/use-t.hook';
import { ActionFailure, FieldProblem, problemText } from './editor-messages.view';
import { DramaGroupsFields } from './drama-groups.view';
import { DramaTextsFields } from './drama-texts.view';
import { EpisodesEditor } from './episodes-editor.view';
import { PosterUpload } from './poster-upload.view';
import { PublishBar } from './publish-bar.view';

/** Field id of a problem's field (`texts.de.title` -> `drama-de-title`), so the summary can take the operator there. */
export const fieldId = (field: string) => `drama-${field.replace(/^texts\./, '').replace(/\./g, '-')}`;

/** "New drama" (id null) and "Edit drama": the texts, groups and people, then the poster, episodes and publishing. */
export const DramaEditor = observer(function DramaEditor({ id }: { id: number | null }) {
  const store = useService(DramaEditorStore);
  const translator = useService(Translator);
  const t = useT();
  const [, navigate] = useLocation();
  const uiLang = isLanguage(translator.language) ? translator.language : DEFAULT_LANGUAGE;
  useEffect(() => store.open(id), [store, id]);
  // Its own effect: a change of the operator's language renames the choices and leaves the form alone.
  useEffect(() => store.loadChoices(uiLang), [store, uiLang]);

  // Until open() ran, the store may still hold the drama shown before.
  if (store.id !== id) return <RouteFallback />;
  if (id !== null && !store.stored) {
    if (store.failure?.action === 'load') return <ActionFailure action="load" />;
    return <RouteFallback />;
  }

  const onSave = async (event: FormEvent) => {
    event.preventDefault();
    const saved = await store.save();
    // A new drama gets its own address once saved, so a reload edits it instead of starting over.
    if (saved && id === null && store.id !== null) navigate(consolePath(`catalog/${store.id}`), { replace: true });
    if (!saved && store.problems.length > 0) focusProblem(store.problems[0]!.field, store.problems[0]!.lang);
  };
  const focusProblem = (field: string, lang?: (typeof LANGUAGES)[number]) => {
    if (lang) store.showTexts(lang);
    requestAnimationFrame(() => document.getElementById(fieldId(field))?.focus());
  };
  const title = store.stored?.texts.en.title;

  return (
    <div className="drama-editor">
      <h2 className="drama-editor__heading">{id === null ? t('admin:adminCatalog.newDrama') : t('admin:adminCatalog.editDrama', { title: title ?? '' })}</h2>
      <p role="status" className="drama-editor__notice">
        {store.notice ? t(store.notice) : ''}
      </p>
      <form className="drama-editor__form" onSubmit={(e) => void onSave(e)} noValidate aria-busy={store.pending === 'save'}>
        {store.problems.length > 0 ? (
          <div className="console-error drama-editor__problems" role="alert">
            <p>{t('admin:adminCatalog.problem.summary')}</p>
            <ul>
              {store.problems.map((p) => (
                <li key={p.field}>
                  <button type="button" className="drama-editor__problem-link" onClick={() => focusProblem(p.field, p.lang)}>
                    {p.lang ? `${LANGUAGE_NAMES[p.lang]}: ` : ''}
                    {problemText(t, p)}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <fieldset className="console-card drama-editor__basics">
          <legend>{t('admin:adminCatalog.basics')}</legend>
          <div className="drama-editor__field">
            <label htmlFor={fieldId('slug')}>{t('admin:adminCatalog.slug')}</label>
            <input
              id={fieldId('slug')}
              value={store.form.slug}
              onChange={(e) => store.setSlug(e.target.value)}
              aria-invalid={store.problemOf('slug') ? true : undefined}
              aria-describedby="drama-slug-hint drama-slug-problem"
              autoCapitalize="off"
              spellCheck={false}
            />
            <small id="drama-slug-hint">{t('admin:adminCatalog.slugHint')}</small>
            <FieldProblem id="drama-slug-problem" problem={store.problemOf('slug')} />
          </div>
          <div className="drama-editor__field">
            <label htmlFor="drama-original-lang">{t('admin:adminCatalog.originalLang')}</label>
            <select
              id="drama-original-lang"
              value={store.form.originalLang}
              onChange={(e) => isLanguage(e.target.value) && store.setOriginalLang(e.target.value)}
            >
              {LANGUAGES.map((lang) => (
                <option key={lang} value={lang}>
                  {LANGUAGE_NAMES[lang]}
                </option>
              ))}
            </select>
          </div>
          <div className="drama-editor__field">
            <label htmlFor={fieldId('releaseYear')}>{t('admin:adminCatalog.releaseYear')}</label>
            <input
              id={fieldId('releaseYear')}
              inputMode="numeric"
              value={store.form.releaseYear ?? ''}
              onChange={(e) => store.setReleaseYear(e.target.value)}
              aria-invalid={store.problemOf('releaseYear') ? true : undefined}
              aria-describedby="drama-year-problem"
            />
            <FieldProblem id="drama-year-problem" problem={store.problemOf('releaseYear')} />
          </div>
        </fieldset>
        <DramaTextsFields />
        <DramaGroupsFields />
        <div className="drama-editor__save">
          <button type="submit" className="button" aria-disabled={store.pending !== null}>
            {store.pending === 'save' ? t('admin:adminCatalog.saving') : t(id === null ? 'admin:adminCatalog.create' : 'admin:adminCatalog.save')}
          </button>
          <ActionFailure action="save" />
        </div>
      </form>
      {store.stored ? (
        <>
          <PosterUpload />
          <EpisodesEditor />
          <PublishBar />
        </>
      ) : (
        <p className="console-empty">{t('admin:adminCatalog.saveFirst')}</p>
      )}
    </div>
  );
});
