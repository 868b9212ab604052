import { observer } from 'mobx-react-lite';
import type { TrafficSeries } from '../../../domain/admin/traffic.types';
import { useT } from '../../shared/use-t.hook';

/** The numbers of one dimension: a row per value with its views and average time over the range, then per day. */
export const SeriesTable = observer(function SeriesTable({
  caption,
  valueLabel,
  days,
  series,
}: {
  caption: string;
  valueLabel: string;
  days: readonly string[];
  series: readonly TrafficSeries[];
}) {
  const t = useT();
  return (
    <div className="console-table-wrap">
      <table className="console-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{valueLabel}</th>
            <th scope="col" className="num">
              {t('admin:admin.traffic.views')}
            </th>
            <th scope="col" className="num">
              {t('admin:admin.traffic.avgSeconds')}
            </th>
            {days.map((day) => (
              <th key={day} scope="col" className="num">
                {day.slice(5)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {series.map((s) => (
            <tr key={s.value}>
              <th scope="row">{s.value}</th>
              <td className="num">{s.totalViews}</td>
              <td className="num">{s.totalAvgSeconds}</td>
              {s.views.map((views, i) => (
                <td key={days[i]} className="num">
                  {views}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
});
