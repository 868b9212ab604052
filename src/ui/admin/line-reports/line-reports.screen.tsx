import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import { LineReportsStore } from '../../../application/admin/line-reports.store';
import { Translator } from '../../../application/shared/translator.port';
import type { LineReportQueueName, ReportedLineItem, TrackLine } from '../../../domain/admin/line-reports.types';
import { clockTime } from '../../../domain/player/media-time';
import { LANGUAGE_NAMES, isLanguage } from '../../../domain/routing/language';
import { LINE_SUGGESTION_MAX } from '../../../domain/subtitles/line-report';
import { useService } from '../../shared/use-service.hook';
import { useT } from '../../shared/use-t.hook';
import { ConsolePager } from '../console-pager.view';
import './line-reports.css';

const QUEUES: readonly LineReportQueueName[] = ['pending', 'decided'];
const languageName = (lang: string) => (isLanguage(lang) ? LANGUAGE_NAMES[lang] : lang);

/** Members' reports of subtitle lines, oldest first: the line in context, the suggestion, approve (edited) or reject. */
const LineReportsScreen = observer(function LineReportsScreen() {
  const store = useService(LineReportsStore);
  const t = useT();
  useEffect(() => store.load(store.queue, 1), [store]);
  const list = store.list.value;
  const decided = store.lastDecided;
  return (
    <>
      <p className="console-card__meta">{t('admin:lineReports.rule')}</p>
      <div className="console-tabs" role="group" aria-label={t('admin:lineReports.filter')}>
        {QUEUES.map((queue) => (
          <button
            key={queue}
            type="button"
            className={queue === store.queue ? 'button' : 'button button--quiet'}
            aria-pressed={queue === store.queue}
            onClick={() => store.load(queue, 1)}
          >
            {t(`admin:lineReports.queue.${queue}`)}
          </button>
        ))}
      </div>
      {store.errorKey ? (
        <p className="console-error" role="alert">
          {t(store.errorKey)}
        </p>
      ) : null}
      <p role="status">
        {decided
          ? decided.status === 'approved'
            ? t('admin:lineReports.approvedStatus', { version: decided.trackVersion ?? '' })
            : t('admin:lineReports.rejectedStatus')
          : ''}
      </p>
      {list && list.items.length === 0 ? <p className="console-empty">{t('admin:lineReports.empty')}</p> : null}
      {list ? (
        <ul className="console-list" aria-busy={store.list.loading}>
          {list.items.map((report) => (
            <LineReportCard key={report.id} report={report} />
          ))}
        </ul>
      ) : null}
      <ConsolePager page={store.page} totalPages={store.totalPages} onPage={(page) => store.load(store.queue, page)} />
    </>
  );
});
export default LineReportsScreen;

const LineReportCard = observer(function LineReportCard({ report: r }: { report: ReportedLineItem }) {
  const store = useService(LineReportsStore);
  const translator = useService(Translator);
  const t = useT();
  const headingId = useId();
  const textId = useId();
  const date = (iso: string) => translator.formatDate(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' });
  const context = (line: TrackLine | null, label: string, current = false) =>
    line ? (
      <li className={current ? 'line-report-card__line line-report-card__line--current' : 'line-report-card__line'}>
        <span className="line-report-card__time">
          {label} · {clockTime(line.start)}
        </span>
        <span lang={r.lang}>{line.text}</span>
      </li>
    ) : null;
  return (
    <li className="console-card line-report-card" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {t('admin:lineReports.heading', {
          film: r.film?.title ?? '—',
          number: r.episodeNum,
          language: languageName(r.lang),
          time: clockTime(r.at),
        })}
      </h2>
      <p className="console-card__meta">
        {t(`admin:lineReports.kind.${r.kind}`)} · {t('admin:lineReports.by', { name: r.reporter.username, date: date(r.createdAt) })}
      </p>
      <h3>{t('admin:lineReports.context')}</h3>
      <ol className="line-report-card__context">
        {context(r.previous, t('admin:lineReports.previous'))}
        {r.line ? (
          context(r.line, t('admin:lineReports.reported'), true)
        ) : (
          <li className="line-report-card__line line-report-card__line--current">{t('admin:lineReports.noLine', { time: clockTime(r.at) })}</li>
        )}
        {context(r.next, t('admin:lineReports.next'))}
      </ol>
      {r.reportedText !== null && r.line && r.reportedText !== r.line.text ? (
        <p className="console-card__meta">{t('admin:lineReports.changedSince', { text: r.reportedText })}</p>
      ) : null}
      <p className="console-card__meta">
        {r.original ? t('admin:lineReports.original', { language: languageName(r.original.lang), text: r.original.text }) : t('admin:lineReports.noOriginal')}
      </p>
      <p className="console-card__quote">{r.suggestion ? t('admin:lineReports.suggestion', { text: r.suggestion }) : t('admin:lineReports.noSuggestion')}</p>
      {r.status === 'pending' ? (
        <>
          <label className="line-report-card__field" htmlFor={textId}>
            {t('admin:lineReports.apply')}
          </label>
          <textarea
            id={textId}
            lang={r.lang}
            rows={2}
            maxLength={LINE_SUGGESTION_MAX}
            value={store.textFor(r)}
            onChange={(event) => store.edit(r.id, event.target.value)}
          />
          <div className="console-card__actions">
            <button type="button" className="button" disabled={store.busy} onClick={() => void store.approve(r)}>
              {t('admin:lineReports.approve')}
            </button>
            <button type="button" className="button button--quiet" disabled={store.busy} onClick={() => void store.reject(r)}>
              {t('admin:lineReports.reject')}
            </button>
          </div>
        </>
      ) : (
        <p className="console-card__meta">
          {r.status === 'approved'
            ? t('admin:lineReports.wasApproved', {
                text: r.appliedText ?? '',
                version: r.trackVersion ?? '',
                who: r.decidedBy ?? '',
                date: r.decidedAt ? date(r.decidedAt) : '',
              })
            : t('admin:lineReports.wasRejected', { who: r.decidedBy ?? '', date: r.decidedAt ? date(r.decidedAt) : '' })}
        </p>
      )}
    </li>
  );
});
