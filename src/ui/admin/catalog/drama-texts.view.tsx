import { observer } from 'mobx-react-lite';
import type { KeyboardEvent } from 'react';
import { DramaEditorStore } from '../../../application/admin/drama-editor.store';
import type { DramaTextField } from '../../../domain/admin/catalog.types';
import { TEXT_LIMITS } from '../../../domain/admin/drama-form';
import { DEFAULT_LANGUAGE, LANGUAGES, LANGUAGE_NAMES } from '../../../domain/routing/language';
import { useService } from '../../shared/use-service.hook';
import { useT } from '../../shared/use-t.hook';
import { FieldProblem } from './editor-messages.view';

const FIELDS: readonly { field: DramaTextField; multiline: boolean }[] = [
  { field: 'title', multiline: false },
  { field: 'tagline', multiline: false },
  { field: 'synopsis', multiline: true },
  { field: 'seoTitle', multiline: false },
  { field: 'seoDescription', multiline: true },
];

/** The visitor texts, one language at a time behind tabs; a tab shows whether its language is written or has a problem. */
export const DramaTextsFields = observer(function DramaTextsFields() {
  const store = useService(DramaEditorStore);
  const t = useT();
  const lang = store.textLang;
  const texts = store.form.texts[lang];
  // Arrow keys move between tabs, as a tab list does.
  const onTabKey = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = LANGUAGES[(LANGUAGES.indexOf(lang) + step + LANGUAGES.length) % LANGUAGES.length]!;
    store.showTexts(next);
    document.getElementById(`drama-tab-${next}`)?.focus();
  };
  return (
    <fieldset className="console-card drama-texts">
      <legend>{t('admin:adminCatalog.texts')}</legend>
      <div className="drama-texts__tabs" role="tablist" aria-label={t('admin:adminCatalog.textLanguage')} onKeyDown={onTabKey}>
        {LANGUAGES.map((l) => {
          const written = store.form.texts[l].title.trim() !== '';
          const wrong = store.languagesWithProblems.has(l);
          return (
            <button
              key={l}
              id={`drama-tab-${l}`}
              type="button"
              role="tab"
              aria-selected={l === lang}
              aria-controls="drama-texts-panel"
              tabIndex={l === lang ? 0 : -1}
              className={`drama-texts__tab${wrong ? ' drama-texts__tab--wrong' : ''}`}
              onClick={() => store.showTexts(l)}
            >
              {LANGUAGE_NAMES[l]}
              {wrong ? (
                <span aria-label={t('admin:adminCatalog.tabProblem')}> !</span>
              ) : written ? (
                <span aria-label={t('admin:adminCatalog.tabWritten')}> ✓</span>
              ) : null}
            </button>
          );
        })}
      </div>
      <div id="drama-texts-panel" role="tabpanel" aria-labelledby={`drama-tab-${lang}`} className="drama-texts__panel">
        <p className="console-card__meta">
          {lang === DEFAULT_LANGUAGE
            ? t('admin:adminCatalog.defaultLangHint', { language: LANGUAGE_NAMES[lang] })
            : t('admin:adminCatalog.otherLangHint', { language: LANGUAGE_NAMES[DEFAULT_LANGUAGE] })}
        </p>
        {FIELDS.map(({ field, multiline }) => {
          const id = `drama-${lang}-${field}`;
          const problem = store.problemOf(`texts.${lang}.${field}`);
          const value = texts[field];
          const common = {
            id,
            value,
            lang,
            'aria-invalid': problem ? true : undefined,
            'aria-describedby': `${id}-count ${id}-problem`,
            'aria-required': field === 'title' && lang === DEFAULT_LANGUAGE ? true : undefined,
          };
          return (
            <div key={field} className="drama-editor__field">
              <label htmlFor={id}>
                {t(`admin:adminCatalog.field.${field}`)}
                {field === 'title' && lang === DEFAULT_LANGUAGE ? ` (${t('admin:adminCatalog.required')})` : ''}
              </label>
              {multiline ? (
                <textarea {...common} rows={field === 'synopsis' ? 5 : 3} onChange={(e) => store.setText(lang, field, e.target.value)} />
              ) : (
                <input {...common} onChange={(e) => store.setText(lang, field, e.target.value)} />
              )}
              <small id={`${id}-count`} className={value.length > TEXT_LIMITS[field] ? 'console-error' : 'console-card__meta'}>
                {t('admin:adminCatalog.charCount', { length: value.length, limit: TEXT_LIMITS[field] })}
              </small>
              <FieldProblem id={`${id}-problem`} problem={problem} />
            </div>
          );
        })}
      </div>
    </fieldset>
  );
});
