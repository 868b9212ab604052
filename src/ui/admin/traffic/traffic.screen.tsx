import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { TrafficStore } from '../../../application/admin/traffic.store';
import type { TrafficReport } from '../../../domain/admin/traffic.types';
import { useService } from '../../shared/use-service.hook';
import { useT } from '../../shared/use-t.hook';
import { FeedFunnel } from './feed-funnel.view';
import { SeriesTable } from './series-table.view';
import { ViewsChart } from './views-chart.view';
import './traffic.css';

const DIMENSIONS = [
  { key: 'bySource', title: 'admin:admin.traffic.bySource', value: 'admin:admin.traffic.source' },
  { key: 'byLang', title: 'admin:admin.traffic.byLang', value: 'admin:admin.traffic.language' },
  { key: 'byPage', title: 'admin:admin.traffic.byPage', value: 'admin:admin.traffic.pageKind' },
] as const;

/** Page views and times by source, language and page kind; top dramas; the feed's and the share funnel; applications. */
const TrafficScreen = observer(function TrafficScreen() {
  const store = useService(TrafficStore);
  const t = useT();
  useEffect(() => store.load(), [store]);
  const report = store.report.value;
  return (
    <>
      <form
        className="console-toolbar"
        onSubmit={(e) => {
          e.preventDefault();
          store.load();
        }}
      >
        <label>
          {t('admin:admin.traffic.from')}
          <input type="date" value={store.from} max={store.to} required onChange={(e) => store.setRange(e.target.value, store.to)} />
        </label>
        <label>
          {t('admin:admin.traffic.to')}
          <input type="date" value={store.to} min={store.from} required onChange={(e) => store.setRange(store.from, e.target.value)} />
        </label>
        <button type="submit" className="button">
          {t('admin:admin.traffic.show')}
        </button>
        {([7, 30, 90] as const).map((days) => (
          <button key={days} type="button" className="button button--quiet" onClick={() => store.lastDays(days)}>
            {t(`admin:admin.traffic.last${days}`)}
          </button>
        ))}
        <button type="button" className="button button--quiet" disabled={!report} onClick={store.downloadCsv}>
          {t('admin:admin.traffic.export')}
        </button>
      </form>
      {store.report.status === 'error' ? (
        <p className="console-error" role="alert">
          {t(store.report.errorKey ?? 'site-errors:generic')}
        </p>
      ) : null}
      {report ? <Report report={report} /> : null}
    </>
  );
});
export default TrafficScreen;

const Report = observer(function Report({ report }: { report: TrafficReport }) {
  const t = useT();
  const empty = report.bySource.length === 0;
  return (
    <div className="traffic" aria-busy={false}>
      {empty ? <p className="console-empty">{t('admin:admin.traffic.empty')}</p> : null}
      {DIMENSIONS.map((d) => (
        <section key={d.key} className="traffic__block" aria-labelledby={`traffic-${d.key}`}>
          <h2 id={`traffic-${d.key}`}>{t(d.title)}</h2>
          {report[d.key].length > 0 ? <ViewsChart days={report.days} series={report[d.key]} label={t('admin:admin.traffic.chart')} /> : null}
          <SeriesTable caption={t(d.title)} valueLabel={t(d.value)} days={report.days} series={report[d.key]} />
        </section>
      ))}
      <section className="traffic__block" aria-labelledby="traffic-films">
        <h2 id="traffic-films">{t('admin:admin.traffic.topFilms')}</h2>
        <div className="console-table-wrap">
          <table className="console-table">
            <thead>
              <tr>
                <th scope="col">{t('admin:admin.traffic.title')}</th>
                <th scope="col" className="num">
                  {t('admin:admin.traffic.views')}
                </th>
                <th scope="col" className="num">
                  {t('admin:admin.traffic.watchStarts')}
                </th>
                <th scope="col" className="num">
                  {t('admin:admin.traffic.completions')}
                </th>
                <th scope="col" className="num">
                  {t('admin:admin.traffic.completionRate')}
                </th>
              </tr>
            </thead>
            <tbody>
              {report.topFilms.map((f) => (
                <tr key={f.filmId}>
                  <th scope="row">{f.title}</th>
                  <td className="num">{f.views}</td>
                  <td className="num">{f.watchStarts}</td>
                  <td className="num">{f.completions}</td>
                  <td className="num">{f.watchStarts > 0 ? `${Math.round((100 * f.completions) / f.watchStarts)} %` : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <FeedFunnel feed={report.feed} />
      <div className="traffic__pair">
        <CountTable
          title={t('admin:admin.traffic.funnel')}
          rows={[
            [t('admin:admin.traffic.shares'), report.funnel.shares],
            [t('admin:admin.traffic.linkOpens'), report.funnel.linkOpens],
            [t('admin:admin.traffic.countedVisits'), report.funnel.countedVisits],
            [t('admin:admin.traffic.unlocks'), report.funnel.unlocks],
          ]}
        />
        <CountTable
          title={t('admin:admin.traffic.applications')}
          rows={[
            [t('admin:admin.traffic.sent'), report.applications.sent],
            [t('admin:admin.traffic.pending'), report.applications.pending],
            [t('admin:admin.traffic.approved'), report.applications.approved],
            [t('admin:admin.traffic.denied'), report.applications.denied],
          ]}
        />
      </div>
    </div>
  );
});

function CountTable({ title, rows }: { title: string; rows: readonly (readonly [string, number])[] }) {
  const max = Math.max(1, ...rows.map(([, n]) => n));
  return (
    <section className="traffic__block">
      <h2>{title}</h2>
      <table className="console-table">
        <tbody>
          {rows.map(([label, count]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td className="num">{count}</td>
              <td className="traffic__bar-cell" aria-hidden="true">
                <span className="traffic__bar" style={{ width: `${(100 * count) / max}%` }} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
