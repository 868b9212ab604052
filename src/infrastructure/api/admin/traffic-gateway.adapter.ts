import { inject, injectable } from 'inversify';
import * as trafficCalls from '../../../../contract/admin/traffic.calls';
import type { TrafficSeries as SeriesData } from '../../../../contract/admin/traffic.schemas';
import type { TrafficGateway } from '../../../application/admin/traffic-gateway.port';
import { ApiClient } from '../../../application/shared/api-client.port';
import type { TrafficReport, TrafficSeries } from '../../../domain/admin/traffic.types';

/** TrafficGateway over the HTTP ApiClient. */
@injectable()
export class ApiTrafficGateway implements TrafficGateway {
  constructor(@inject(ApiClient) private readonly api: ApiClient) {}

  async report(from: string, to: string): Promise<TrafficReport> {
    const d = await this.api.call(trafficCalls.adminTraffic, { query: { from, to } });
    return {
      from: d.from,
      to: d.to,
      days: d.days,
      bySource: d.by_source.map(toSeries),
      byLang: d.by_lang.map(toSeries),
      byPage: d.by_page.map(toSeries),
      topFilms: d.top_films.map((f) => ({
        filmId: f.film_id,
        title: f.film?.title ?? `#${f.film_id}`,
        views: f.views,
        watchStarts: f.watch_starts,
        completions: f.completions,
      })),
      funnel: { shares: d.funnel.shares, linkOpens: d.funnel.link_opens, countedVisits: d.funnel.counted_visits, unlocks: d.funnel.unlocks },
      applications: d.applications,
      feed: { impressions: d.feed.impressions, watchStarts: d.feed.watch_starts, secondEpisodes: d.feed.second_episodes },
    };
  }
}

function toSeries(s: SeriesData): TrafficSeries {
  return { value: s.value, views: s.views, avgSeconds: s.avg_seconds, totalViews: s.total_views, totalAvgSeconds: s.total_avg_seconds };
}
