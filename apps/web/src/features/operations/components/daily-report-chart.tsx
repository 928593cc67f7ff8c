import { type DailyReportDay, formatNaira, LAGOS_TIME_ZONE } from '@shuttle/contracts';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

const HEIGHT = 260;
const SERIES = [
  { field: 'revenue_kobo', label: 'Revenue', stroke: '#0b7a4b' },
  { field: 'refunds_kobo', label: 'Refunds', stroke: '#c0392b' },
  { field: 'top_ups_kobo', label: 'Top-ups', stroke: '#2d6cdf' },
] as const;

const compactNaira = new Intl.NumberFormat('en-NG', {
  style: 'currency',
  currency: 'NGN',
  notation: 'compact',
  maximumFractionDigits: 1,
});

/**
 * Money per Lagos day as lines (uPlot: small, canvas-drawn, loaded only with this screen,
 * docs/decisions/185-daily-report.md). The table under it carries the same figures for screen
 * readers, so the canvas is one image with a label.
 */
export function DailyReportChart({ days }: { days: DailyReportDay[] }) {
  const holder = useRef<HTMLDivElement>(null);

  // uPlot draws into a DOM node it owns; the effect ties its life to the data it shows.
  useEffect(() => {
    const element = holder.current;
    if (!element) return;
    const x = days.map((day) => Date.parse(`${day.date}T00:00:00+01:00`) / 1000);
    const chart = new uPlot(
      {
        width: element.clientWidth || 320,
        height: HEIGHT,
        tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), LAGOS_TIME_ZONE),
        series: [
          {},
          ...SERIES.map((series) => ({
            label: series.label,
            stroke: series.stroke,
            width: 2,
            value: (_chart: uPlot, naira: number | null) => (naira === null ? '' : formatNaira(naira * 100)),
          })),
        ],
        axes: [
          {},
          { size: 64, values: (_chart, splits) => splits.map((naira) => compactNaira.format(naira)) },
        ],
      },
      [x, ...SERIES.map((series) => days.map((day) => day[series.field] / 100))],
      element,
    );
    const resize = new ResizeObserver(() => chart.setSize({ width: element.clientWidth, height: HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [days]);

  return (
    <figure className="report-chart">
      <div ref={holder} role="img" aria-label="Revenue, refunds and top-ups per day, in naira" />
      <figcaption className="muted small">Revenue, refunds and top-ups per day (₦).</figcaption>
    </figure>
  );
}
