import { describe, expect, it } from 'vitest';
import { dayBefore, stepRate, trafficCsv, type TrafficReport } from './traffic.types';

const report: TrafficReport = {
  from: '2026-01-01',
  to: '2026-01-02',
  days: ['2026-01-01', '2026-01-02'],
  bySource: [{ value: 'google', views: [3, 1], avgSeconds: [12.5, 0], totalViews: 4, totalAvgSeconds: 12.5 }],
  byLang: [],
  byPage: [],
  topFilms: [
    { filmId: 7, title: 'Love, "again"', views: 2, watchStarts: 1, completions: 0 },
    { filmId: 8, title: '=HYPERLINK()', views: 1, watchStarts: 0, completions: 0 },
  ],
  funnel: { shares: 4, linkOpens: 3, countedVisits: 2, unlocks: 1 },
  applications: { sent: 1, pending: 0, approved: 1, denied: 0 },
  feed: { impressions: 9, watchStarts: 3, secondEpisodes: 1 },
};

describe('traffic CSV', () => {
  it('writes one row per value and day, quotes commas and quotes, and defuses formulas', () => {
    const lines = trafficCsv(report).split('\r\n');
    expect(lines.slice(0, 3)).toEqual(['section,value,day,views,avg_seconds', 'source,google,2026-01-01,3,12.5', 'source,google,2026-01-02,1,0']);
    expect(lines).toContain('7,"Love, ""again""",2,1,0');
    expect(lines).toContain("8,'=HYPERLINK(),1,0,0");
    expect(lines).toContain('linkOpens,3');
    expect(lines).toContain('applications_approved,1');
    expect(lines).toContain('feed_impressions,9');
    expect(lines).toContain('feed_second_episodes,1');
  });

  it.each([
    [3, 9, 33],
    [1, 3, 33],
    [2, 3, 67],
    [0, 5, 0],
    [0, 0, null],
    [4, 0, null],
  ])('rate of %i after %i: %s %', (count, of, rate) => {
    expect(stepRate(count, of)).toBe(rate);
  });

  it('counts days back in UTC', () => {
    expect(dayBefore(Date.parse('2026-03-01T23:30:00Z'), 1)).toBe('2026-02-28');
  });
});
