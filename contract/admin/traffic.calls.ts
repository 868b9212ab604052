import * as v from 'valibot';
import { defineCall } from '../call';
import { Day } from './traffic.schemas';
import { TrafficReport } from './traffic.schemas';

/**
 * Page views and page times per UTC day by traffic source, language and page kind; top dramas; the share funnel
 * and applications, for `from`..`to` inclusive (at most TRAFFIC_RANGE_MAX_DAYS days, else admin.traffic_range).
 */
export const adminTraffic = defineCall({
  id: 'adminTraffic',
  method: 'GET',
  path: '/api/admin/traffic',
  summary: 'The traffic dashboard for a range of days',
  tag: 'admin',
  auth: 'required',
  query: v.object({ from: Day, to: Day }),
  data: TrafficReport,
});
