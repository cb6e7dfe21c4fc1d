import { POINT_TYPE_IDS } from '@shop/contract/points/point-type-ids';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { areaPath, axisTicks, linearScale, stepPath, timeTicks } from '../../../shared/chart-scale.ts';
import { useChartWidth } from '../../../shared/ui/use-chart-width.ts';
import { balanceSeries, type LedgerRow } from './balance-series.ts';
import { formatDate, formatNumber, formatShortDate } from './format.ts';

const HEIGHT = 220;
const PAD = { top: 16, right: 20, bottom: 32, left: 56 };
const YEAR_MS = 365 * 86_400_000;

/**
 * Beans over time: the balance as a step line from the point history, drawn in SVG by
 * hand. The title and description say in words what the picture shows; the table below has the rows.
 */
export function BeansChart({ rows }: { rows: readonly LedgerRow[] }) {
  const { t, i18n } = useTranslation('account');
  const language = i18n.resolvedLanguage ?? 'en';
  const id = useId();
  const { ref: frame, width } = useChartWidth<HTMLDivElement>(640);
  const series = useMemo(() => balanceSeries(rows, POINT_TYPE_IDS.beans, Date.now()), [rows]);
  const first = series[0];
  const last = series.at(-1);
  if (!first || !last || series.length < 2)
    return <p className="beans-chart__empty soft-text">{t('chart.empty')}</p>;

  const gridlines = axisTicks(Math.max(...series.map((p) => p.value)));
  const top = gridlines.at(-1) ?? 1;
  const x = linearScale([first.time, last.time], [PAD.left, width - PAD.right]);
  const y = linearScale([0, top], [HEIGHT - PAD.bottom, PAD.top]);
  const withYear =
    last.time - first.time > YEAR_MS / 2 ||
    new Date(first.time).getFullYear() !== new Date(last.time).getFullYear();
  const summary = t('chart.summary', {
    from: formatDate(new Date(first.time).toISOString(), language),
    start: formatNumber(first.value),
    now: formatNumber(last.value),
  });

  return (
    <figure className="beans-chart panel">
      <figcaption className="beans-chart__caption">{t('chart.title')}</figcaption>
      <div ref={frame} className="beans-chart__frame">
        <svg
          className="beans-chart__svg"
          width={width}
          height={HEIGHT}
          viewBox={`0 0 ${width} ${HEIGHT}`}
          role="img"
          aria-labelledby={`${id}-title ${id}-desc`}
        >
          <title id={`${id}-title`}>{t('chart.title')}</title>
          <desc id={`${id}-desc`}>{summary}</desc>
          {gridlines.map((value) => (
            <g key={value} className="beans-chart__grid">
              <line x1={PAD.left} x2={width - PAD.right} y1={y(value)} y2={y(value)} />
              <text x={PAD.left - 8} y={y(value)} dy="0.32em" textAnchor="end">
                {formatNumber(value)}
              </text>
            </g>
          ))}
          {timeTicks(first.time, last.time, width < 480 ? 2 : 4).map((time, index, all) => (
            <text
              key={time}
              className="beans-chart__time"
              x={x(time)}
              y={HEIGHT - 8}
              textAnchor={index === 0 ? 'start' : index === all.length - 1 ? 'end' : 'middle'}
            >
              {formatShortDate(time, language, withYear)}
            </text>
          ))}
          <path className="beans-chart__area" d={areaPath(series, x, y, y(0))} />
          <path className="beans-chart__line" d={stepPath(series, x, y)} />
          <circle className="beans-chart__dot" cx={x(last.time)} cy={y(last.value)} r="5" />
        </svg>
      </div>
      <p className="beans-chart__summary soft-text" aria-hidden="true">
        {summary}
      </p>
    </figure>
  );
}
