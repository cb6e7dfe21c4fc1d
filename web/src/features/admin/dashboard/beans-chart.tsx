import { useTranslation } from 'react-i18next';
import {
  axisTicks,
  bands,
  DAY_LABEL_ROOM,
  dayLabelAt,
  labelEvery,
  spacedLabels,
} from '../../../shared/chart-scale.ts';
import { useChartWidth } from '../../../shared/ui/use-chart-width.ts';
import { useConsoleFormat } from '../console-format.ts';

interface BeansDay {
  day: string;
  issued: number;
  burnt: number;
}

const HEIGHT = 220;
const PAD = { top: 12, right: 8, bottom: 28, left: 56 };

/** Beans issued (above the line) against Beans burnt (below it), per day for the last 30 days. */
export function BeansChart({ days }: { days: BeansDay[] }) {
  const { t } = useTranslation('admin');
  const { count, axisDay } = useConsoleFormat();
  const { ref, width } = useChartWidth<HTMLDivElement>();
  const plotWidth = width - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const mostIssued = Math.max(0, ...days.map((d) => d.issued));
  const mostBurnt = Math.max(0, ...days.map((d) => d.burnt));
  // A side with nothing on it takes no room (but an empty chart still has a scale above the line).
  const up = mostIssued > 0 || mostBurnt === 0 ? axisTicks(mostIssued, 2) : [0];
  const down = mostBurnt > 0 ? axisTicks(mostBurnt, 2) : [0];
  const upTop = up.at(-1) ?? 0;
  const downTop = down.at(-1) ?? 0;
  // The zero line splits the height in proportion to the two ranges.
  const zero = PAD.top + (plotHeight * upTop) / (upTop + downTop);
  const scale = plotHeight / (upTop + downTop);
  const layout = bands(days.length, plotWidth);
  const showLabel = labelEvery(days.length, Math.floor(plotWidth / DAY_LABEL_ROOM));
  const issued = days.reduce((sum, d) => sum + d.issued, 0);
  const burnt = days.reduce((sum, d) => sum + d.burnt, 0);
  const gridlines = spacedLabels([
    ...up.map((v) => ({ v, at: zero - v * scale })),
    ...down.slice(1).map((v) => ({ v: -v, at: zero + v * scale })),
  ]);

  return (
    <div ref={ref} className="chart">
      <ul className="chart__legend">
        <li className="chart__key chart__key--issued">
          {t('dashboard.beans.issued', { count: count(issued) })}
        </li>
        <li className="chart__key chart__key--burnt">
          {t('dashboard.beans.burnt', { count: count(burnt) })}
        </li>
      </ul>
      <svg
        width={width}
        height={HEIGHT}
        role="img"
        aria-label={t('dashboard.beans.summary', {
          issued: count(issued),
          burnt: count(burnt),
          days: days.length,
        })}
      >
        {gridlines.map(({ v, at, labelled }) => (
          <g key={v} className={v === 0 ? 'chart__grid chart__grid--zero' : 'chart__grid'}>
            <line x1={PAD.left} x2={width - PAD.right} y1={at} y2={at} />
            {labelled && (
              <text x={PAD.left - 6} y={at} dy="0.32em" textAnchor="end">
                {v > 0 ? `+${count(v)}` : v < 0 ? `−${count(-v)}` : '0'}
              </text>
            )}
          </g>
        ))}
        {days.map((d, i) => {
          const x = PAD.left + layout.x(i);
          const label = t('dashboard.beans.bar', {
            day: axisDay(d.day),
            issued: count(d.issued),
            burnt: count(d.burnt),
          });
          return (
            <g key={d.day}>
              <title>{label}</title>
              <rect
                className="chart__bar"
                x={x}
                y={zero - d.issued * scale}
                width={layout.bar}
                height={d.issued * scale}
              />
              <rect
                className="chart__bar chart__bar--burnt"
                x={x}
                y={zero}
                width={layout.bar}
                height={d.burnt * scale}
              />
              {showLabel(i) && (
                <text className="chart__label" y={HEIGHT - 8} {...dayLabelAt(i, days.length, x, layout.bar)}>
                  {axisDay(d.day)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
    </div>
  );
}
