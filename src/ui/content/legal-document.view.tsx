import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { Link } from 'wouter';
import { LegalTextsStore } from '../../application/content/legal-texts.store';
import { Translator } from '../../application/shared/translator.port';
import { TextSkeleton } from '../shared/skeleton.view';
import { useService } from '../shared/use-service.hook';
import { useT } from '../shared/use-t.hook';
import { useFilmLinks } from '../film/film-links.hook';
import './content.css';

interface LegalDocumentProps {
  doc: 'terms' | 'policy';
  sections: readonly string[];
  /** Content shown after a section's paragraphs (the policy's table of purposes). */
  extras?: Readonly<Record<string, ReactNode>>;
}

/**
 * A legal text from `locales/<lang>/legal.json`: title, date, a table of contents and numbered sections. Terms and
 * policy render inside the shared layout, which holds the page's header and main landmark.
 */
export const LegalDocument = observer(function LegalDocument({ doc, sections, extras }: LegalDocumentProps) {
  const store = useService(LegalTextsStore);
  const language = useService(Translator).language;
  const t = useT();
  const links = useFilmLinks();
  useEffect(() => void store.load(), [store, language]);
  if (store.status !== 'ready') {
    return (
      <div className="page legal-page">
        {/* The legal namespace is still loading: the footer's name of the page is already known. */}
        <h1 className="reading__title">{t(doc === 'terms' ? 'browse:footer.terms' : 'browse:footer.policy')}</h1>
        {store.status === 'error' ? (
          <div className="film-failure" role="alert">
            <p>{t('film:state.failed')}</p>
            <button type="button" className="button button--secondary" onClick={() => void store.load()}>
              {t('film:state.retry')}
            </button>
          </div>
        ) : (
          <TextSkeleton label={t('film:state.loading')} lines={14} />
        )}
      </div>
    );
  }
  return (
    <div className="page legal-page">
      <article className="reading legal">
        <h1 className="reading__title">{t(`content:${doc}.title`)}</h1>
        <p className="reading__meta">{t('content:updated')}</p>
        <p className="legal__intro">{t(`content:${doc}.intro`)}</p>
        <nav className="legal__toc" aria-labelledby="legal-toc-title">
          <h2 id="legal-toc-title" className="legal__toc-title">
            {t('content:contents')}
          </h2>
          <ol>
            {sections.map((section) => (
              <li key={section}>
                <a href={`#${section}`}>{t(`content:${doc}.${section}.heading`)}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="reading__body">
          {sections.map((section, index) => (
            <section key={section} id={section} aria-labelledby={`${section}-heading`}>
              <h2 id={`${section}-heading`}>
                {index + 1}. {t(`content:${doc}.${section}.heading`)}
              </h2>
              {store.paragraphs(doc, section).map((paragraph, position) => (
                <p key={position}>{paragraph}</p>
              ))}
              {extras?.[section]}
            </section>
          ))}
        </div>
        <p className="legal__other">
          {doc === 'terms' ? <Link href={links.policy()}>{t('content:policy.title')}</Link> : <Link href={links.terms()}>{t('content:terms.title')}</Link>}
        </p>
      </article>
    </div>
  );
});
