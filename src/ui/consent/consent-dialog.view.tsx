import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'wouter';
import { ConsentStore } from '../../application/consent/consent.store';
import { OPTIONAL_PURPOSES, type ConsentGrants, type OptionalPurpose } from '../../domain/consent/consent-choice';
import { useLinks } from '../site/use-links.hook';
import { useService } from '../shared/use-service.hook';
import { useT } from '../shared/use-t.hook';
import './consent.css';

/**
 * The privacy choices: accept all, reject all, or choose purpose by purpose, all three one tap away. It is not a
 * wall: it sits at the foot of the window, and the page above stays readable and usable with keyboard and touch.
 * Opened again from the footer, it takes the focus and can be closed without changing anything (Escape too).
 */
export const ConsentDialog = observer(function ConsentDialog() {
  const consent = useService(ConsentStore);
  const t = useT();
  const links = useLinks();
  const titleId = useId();
  const textId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [choosing, setChoosing] = useState(false);
  const [draft, setDraft] = useState<ConsentGrants>(consent.grants);
  const { privacySignal } = consent.current;
  const reopened = consent.settingsOpen;

  useEffect(() => {
    if (!reopened) return;
    heading.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && consent.closeSettings();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [reopened, consent]);

  const toggle = (purpose: OptionalPurpose) => setDraft((current) => ({ ...current, [purpose]: !current[purpose] }));

  return (
    <section className="consent" role="dialog" aria-modal="false" aria-labelledby={titleId} aria-describedby={textId}>
      <div className="consent__inner">
        <h2 id={titleId} className="consent__title" ref={heading} tabIndex={-1}>
          {t('site:consent.title')}
        </h2>
        <p id={textId} className="consent__text">
          {t('site:consent.text')} <Link href={links.to('policy', {})}>{t('site:consent.policyLink')}</Link>
        </p>
        {privacySignal && (
          <p className="consent__signal" role="status">
            {t('site:consent.gpc')}
          </p>
        )}
        {choosing && (
          <fieldset className="consent__purposes">
            <legend className="visually-hidden">{t('site:consent.chooseLegend')}</legend>
            <label className="consent__purpose">
              <input type="checkbox" checked disabled />
              <span>
                <strong>{t('site:consent.necessary.name')}</strong>
                <span className="consent__purpose-text">{t('site:consent.necessary.text')}</span>
              </span>
            </label>
            {OPTIONAL_PURPOSES.map((purpose) => (
              <label key={purpose} className="consent__purpose">
                <input type="checkbox" checked={draft[purpose]} disabled={privacySignal} onChange={() => toggle(purpose)} />
                <span>
                  <strong>{t(`site:consent.${purpose}.name`)}</strong>
                  <span className="consent__purpose-text">{t(`site:consent.${purpose}.text`)}</span>
                </span>
              </label>
            ))}
          </fieldset>
        )}
        <div className="consent__actions">
          <button type="button" className="button button--quiet consent__action" onClick={consent.rejectAll}>
            {t('site:consent.rejectAll')}
          </button>
          {choosing ? (
            <button type="button" className="button button--quiet consent__action" onClick={() => consent.decide(draft)}>
              {t('site:consent.save')}
            </button>
          ) : (
            <button type="button" className="button button--quiet consent__action" aria-expanded={false} onClick={() => setChoosing(true)}>
              {t('site:consent.choose')}
            </button>
          )}
          <button type="button" className="button button--quiet consent__action" disabled={privacySignal} onClick={consent.acceptAll}>
            {t('site:consent.acceptAll')}
          </button>
        </div>
        {reopened && (
          <button type="button" className="consent__close" onClick={consent.closeSettings} aria-label={t('site:consent.close')}>
            <span aria-hidden="true">×</span>
          </button>
        )}
      </div>
    </section>
  );
});
