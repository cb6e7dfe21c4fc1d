import { useTranslation } from 'react-i18next';
import { axisTicks, spacedLabels } from '../../../shared/chart-scale.ts';
import { useConsoleFormat } from '../console-format.ts';
import { CHART_HEIGHT, DayLabel, Gridline, useDayBars } from './day-bars.tsx';

interface BeansDay {
  day: string;
  issued: number;
  burnt: number;
}

const PAD = { top: 12, right: 8, bottom: 28, left: 56 };

/** Beans issued (above the line) against Beans burnt (below it), per day for the last 30 days. */
export function BeansChart({ days }: { days: BeansDay[] }) {
  const { t } = useTranslation('admin');
  const { count, axisDay } = useConsoleFormat();
  const { ref, width, plotHeight, barX, barWidth, showLabel } = useDayBars(days.length, PAD);
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
        height={CHART_HEIGHT}
        role="img"
        aria-label={t('dashboard.beans.summary', {
          issued: count(issued),
          burnt: count(burnt),
          days: days.length,
        })}
      >
        {gridlines.map(({ v, at, labelled }) => (
          <Gridline
            key={v}
            pad={PAD}
            width={width}
            at={at}
            label={labelled ? (v > 0 ? `+${count(v)}` : v < 0 ? `−${count(-v)}` : '0') : undefined}
            className={v === 0 ? 'chart__grid chart__grid--zero' : 'chart__grid'}
          />
        ))}
        {days.map((d, i) => {
          const x = barX(i);
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
                width={barWidth}
                height={d.issued * scale}
              />
              <rect
                className="chart__bar chart__bar--burnt"
                x={x}
                y={zero}
                width={barWidth}
                height={d.burnt * scale}
              />
              {showLabel(i) && (
                <DayLabel i={i} count={days.length} x={x} barWidth={barWidth}>
                  {axisDay(d.day)}
                </DayLabel>
              )}
            </g>
          );
        })}
      </svg>
    </div>
  );
}
