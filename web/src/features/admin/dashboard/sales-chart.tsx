import { useTranslation } from 'react-i18next';
import { axisTicks } from '../../../shared/chart-scale.ts';
import { useConsoleFormat } from '../console-format.ts';
import { CHART_HEIGHT, DayLabel, Gridline, useDayBars } from './day-bars.tsx';

interface SalesDay {
  day: string;
  orders_count: number;
  sales_amount: number;
}

const PAD = { top: 12, right: 8, bottom: 28, left: 64 };

/** Sales per day for the last 30 days: one bar a day, today at the right. */
export function SalesChart({ days }: { days: SalesDay[] }) {
  const { t } = useTranslation('admin');
  const { money, axisDay } = useConsoleFormat();
  const { ref, width, plotHeight, barX, barWidth, showLabel } = useDayBars(days.length, PAD);
  const ticks = axisTicks(Math.max(0, ...days.map((d) => d.sales_amount)));
  const top = ticks.at(-1) ?? 1;
  const y = (value: number) => PAD.top + plotHeight - (value / top) * plotHeight;
  const total = days.reduce((sum, d) => sum + d.sales_amount, 0);

  return (
    <div ref={ref} className="chart">
      <svg
        width={width}
        height={CHART_HEIGHT}
        role="img"
        aria-label={t('dashboard.sales.summary', { total: money(total), days: days.length })}
      >
        {ticks.map((tick) => (
          <Gridline key={tick} pad={PAD} width={width} at={y(tick)} label={money(tick)} />
        ))}
        {days.map((d, i) => (
          <g key={d.day}>
            <rect
              className="chart__bar"
              x={barX(i)}
              y={y(d.sales_amount)}
              width={barWidth}
              height={Math.max(0, PAD.top + plotHeight - y(d.sales_amount))}
              rx={2}
            >
              <title>
                {t('dashboard.sales.bar', {
                  day: axisDay(d.day),
                  amount: money(d.sales_amount),
                  count: d.orders_count,
                })}
              </title>
            </rect>
            {showLabel(i) && (
              <DayLabel i={i} count={days.length} x={barX(i)} barWidth={barWidth}>
                {axisDay(d.day)}
              </DayLabel>
            )}
          </g>
        ))}
      </svg>
    </div>
  );
}
