import { stepRate, type TrafficReport } from '../../../domain/admin/traffic.types';
import { useT } from '../../shared/use-t.hook';

/**
 * The "For you" feed's funnel (issue 34): impressions -> watch starts -> episode 2 reached, each with its share of
 * the step before. Only visitors who allowed statistics are counted, as for page views.
 */
export function FeedFunnel({ feed }: { feed: TrafficReport['feed'] }) {
  const t = useT();
  const steps = [
    { label: t('admin:admin.traffic.feedImpressions'), count: feed.impressions, rate: null },
    { label: t('admin:admin.traffic.feedWatchStarts'), count: feed.watchStarts, rate: stepRate(feed.watchStarts, feed.impressions) },
    { label: t('admin:admin.traffic.feedSecondEpisodes'), count: feed.secondEpisodes, rate: stepRate(feed.secondEpisodes, feed.watchStarts) },
  ];
  const max = Math.max(1, feed.impressions, feed.watchStarts, feed.secondEpisodes);
  return (
    <section className="traffic__block" aria-labelledby="traffic-feed">
      <h2 id="traffic-feed">{t('admin:admin.traffic.feed')}</h2>
      <p className="traffic__note">{t('admin:admin.traffic.feedNote')}</p>
      <table className="console-table">
        <thead>
          <tr>
            <th scope="col">{t('admin:admin.traffic.step')}</th>
            <th scope="col" className="num">
              {t('admin:admin.traffic.count')}
            </th>
            <th scope="col" className="num">
              {t('admin:admin.traffic.feedRate')}
            </th>
            <td aria-hidden="true" />
          </tr>
        </thead>
        <tbody>
          {steps.map((step) => (
            <tr key={step.label}>
              <th scope="row">{step.label}</th>
              <td className="num">{step.count}</td>
              <td className="num">{step.rate === null ? '—' : `${step.rate} %`}</td>
              <td className="traffic__bar-cell" aria-hidden="true">
                <span className="traffic__bar" style={{ width: `${(100 * step.count) / max}%` }} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
