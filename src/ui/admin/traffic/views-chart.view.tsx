import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { TrafficSeries } from '../../../domain/admin/traffic.types';

const COLORS = ['#e4572e', '#29335c', '#17bebb', '#ffc914', '#76b041', '#a23b72', '#3f88c5', '#8c6057'];
const SHOWN = COLORS.length;

/**
 * Page views per day of the busiest values, drawn by uPlot (this screen's chunk only). The chart is a picture for
 * sighted operators; the table beside it carries the same numbers for everyone.
 */
export function ViewsChart({ days, series, label }: { days: readonly string[]; series: readonly TrafficSeries[]; label: string }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const shown = series.slice(0, SHOWN);
    const x = days.map((d) => Date.parse(`${d}T00:00:00Z`) / 1000);
    const plot = new uPlot(
      {
        width: Math.max(280, element.clientWidth),
        height: 220,
        scales: { x: { time: true } },
        axes: [{ stroke: 'currentColor' }, { stroke: 'currentColor' }],
        series: [{}, ...shown.map((s, i) => ({ label: s.value, stroke: COLORS[i], width: 2 }))],
      },
      [x, ...shown.map((s) => [...s.views])],
      element,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: Math.max(280, element.clientWidth), height: 220 }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [days, series]);
  return <div ref={box} className="traffic-chart" role="img" aria-label={label} />;
}
