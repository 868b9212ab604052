import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, type FormEvent, type KeyboardEvent } from 'react';
import type { LineReporter } from '../../application/film/line-reporter.port';
import { clockTime } from '../../domain/player/media-time';
import { LINE_REPORT_KINDS, LINE_SUGGESTION_MAX } from '../../domain/subtitles/line-report';
import { trapTab } from '../shared/trap-tab';
import { useT } from '../shared/use-t.hook';
import './line-report.css';

export interface LineReportDialogProps {
  /** The dialog's store, which the player asked for on the press (line-reporter.port.ts). */
  store: LineReporter;
  /** Closing hands focus back to where it was (the settings' button), as the settings panel does. */
  onClose(): void;
  /** The visitor is about to be asked to sign in: the player leaves full screen so the sign-in dialog shows. */
  onSignInNeeded(): void;
}

/**
 * "Report this line", drawn inside the player like the subtitle settings (so it works in full screen): the line
 * quoted with its moment, what is wrong (radio buttons), the corrected text, Send. Focus moves in on opening, Tab
 * stays inside, Esc closes; the player's keys are kept from the form.
 */
export const LineReportDialog = observer(function LineReportDialog({ store, onClose, onSignInNeeded }: LineReportDialogProps) {
  const t = useT();
  const dialog = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const hintId = useId();
  const line = store.line;

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.current?.querySelector<HTMLElement>('input:checked, input, textarea')?.focus({ preventScroll: true });
    return () => opener?.focus({ preventScroll: true });
  }, []);

  if (!line) return null;
  const close = () => {
    store.close();
    onClose();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    event.stopPropagation();
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'Tab') trapTab(event, dialog.current);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!store.canSend) return;
    if (store.needsSignIn) onSignInNeeded();
    void store.send().then(() => {
      if (!store.open) onClose();
    });
  };

  return (
    <div ref={dialog} className="line-report" role="dialog" aria-modal="true" aria-labelledby={headingId} onKeyDown={onKeyDown}>
      <form className="line-report__form" onSubmit={onSubmit} noValidate>
        <div className="line-report__header">
          <h2 id={headingId} className="line-report__title">
            {t('film:lineReport.title')}
          </h2>
          <button type="button" className="line-report__close" onClick={close}>
            {t('film:lineReport.cancel')}
          </button>
        </div>
        {line.text !== null ? (
          <figure className="line-report__line">
            <figcaption>{t('film:lineReport.lineAt', { time: clockTime(line.at) })}</figcaption>
            <blockquote lang={line.language}>{line.text}</blockquote>
          </figure>
        ) : (
          <p className="line-report__line">{t('film:lineReport.noLine', { time: clockTime(line.at) })}</p>
        )}
        <fieldset className="line-report__kinds">
          <legend>{t('film:lineReport.what')}</legend>
          {LINE_REPORT_KINDS.map((kind) => (
            <label key={kind} className="line-report__kind">
              <input
                type="radio"
                name="line-report-kind"
                value={kind}
                checked={store.kind === kind}
                disabled={kind !== 'missing' && line.text === null}
                onChange={() => store.choose(kind)}
              />
              {t(`film:lineReport.kinds.${kind}`)}
            </label>
          ))}
        </fieldset>
        <label className="line-report__field">
          <span>{t(store.kind === 'missing' ? 'film:lineReport.missingText' : 'film:lineReport.suggestion')}</span>
          <textarea
            lang={line.language}
            rows={2}
            maxLength={LINE_SUGGESTION_MAX}
            value={store.suggestion}
            aria-describedby={hintId}
            onChange={(event) => store.edit(event.target.value)}
          />
          <span id={hintId} className="line-report__hint">
            {t(store.kind === 'missing' ? 'film:lineReport.missingHint' : 'film:lineReport.suggestionHint', { max: LINE_SUGGESTION_MAX })}
          </span>
        </label>
        {store.errorKey ? (
          <p className="line-report__error" role="alert">
            {t(store.errorKey)}
          </p>
        ) : null}
        <button type="submit" className="button line-report__send" aria-disabled={!store.canSend} disabled={store.sending}>
          {store.sending ? t('film:lineReport.sending') : t('film:lineReport.send')}
        </button>
      </form>
    </div>
  );
});
