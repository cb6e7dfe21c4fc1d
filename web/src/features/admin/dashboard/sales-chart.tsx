import { useTranslation } from 'react-i18next';
import { axisTicks, bands, DAY_LABEL_ROOM, dayLabelAt, labelEvery } from '../../../shared/chart-scale.ts';
import { useChartWidth } from '../../../shared/ui/use-chart-width.ts';
import { useConsoleFormat } from '../console-format.ts';

interface SalesDay {
  day: string;
  orders_count: number;
  sales_amount: number;
}

const HEIGHT = 220;
const PAD = { top: 12, right: 8, bottom: 28, left: 64 };

/** Sales per day for the last 30 days: one bar a day, today at the right. */
export function SalesChart({ days }: { days: SalesDay[] }) {
  const { t } = useTranslation('admin');
  const { money, axisDay } = useConsoleFormat();
  const { ref, width } = useChartWidth<HTMLDivElement>();
  const plotWidth = width - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const ticks = axisTicks(Math.max(0, ...days.map((d) => d.sales_amount)));
  const top = ticks.at(-1) ?? 1;
  const y = (value: number) => PAD.top + plotHeight - (value / top) * plotHeight;
  const layout = bands(days.length, plotWidth);
  const showLabel = labelEvery(days.length, Math.floor(plotWidth / DAY_LABEL_ROOM));
  const total = days.reduce((sum, d) => sum + d.sales_amount, 0);

  return (
    <div ref={ref} className="chart">
      <svg
        width={width}
        height={HEIGHT}
        role="img"
        aria-label={t('dashboard.sales.summary', { total: money(total), days: days.length })}
      >
        {ticks.map((tick) => (
          <g key={tick} className="chart__grid">
            <line x1={PAD.left} x2={width - PAD.right} y1={y(tick)} y2={y(tick)} />
            <text x={PAD.left - 6} y={y(tick)} dy="0.32em" textAnchor="end">
              {money(tick)}
            </text>
          </g>
        ))}
        {days.map((d, i) => (
          <g key={d.day}>
            <rect
              className="chart__bar"
              x={PAD.left + layout.x(i)}
              y={y(d.sales_amount)}
              width={layout.bar}
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
              <text
                className="chart__label"
                y={HEIGHT - 8}
                {...dayLabelAt(i, days.length, PAD.left + layout.x(i), layout.bar)}
              >
                {axisDay(d.day)}
              </text>
            )}
          </g>
        ))}
      </svg>
    </div>
  );
}
