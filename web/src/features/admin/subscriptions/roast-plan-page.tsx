import type { RoastPlan } from '@shop/contract/admin/subscriptions-admin.calls';
import { hongKongNow } from '@shop/contract/shop-calendar';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ConsoleDayField } from '../console-day-field.tsx';
import { useConsoleFormat } from '../console-format.ts';
import { ConsolePageHead } from '../console-page-head.tsx';
import { type ConsoleColumn, ConsoleTable } from '../console-table.tsx';
import { ListStatus } from '../list-status.tsx';
import { SelectField } from '../sections/console-fields.tsx';
import { useAdminRoastPlanQuery } from './subscriptions-admin.endpoints.ts';
import './subscriptions.css';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_CHOICES = [7, 14] as const;

/** A row of the table: a coffee, or the day totals at the foot. */
type RoastRow = { key: string; name: string; grams: number[]; total: number; isTotal?: boolean };

/** A roast day as a column head, short enough for a week of columns: "Fri, 27 Nov" or "11月27日週五". */
const roastDayLabel = (day: string, language: string) =>
  new Intl.DateTimeFormat(language === 'zh-HK' ? 'zh-HK' : 'en-HK', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));

/** Kilograms from grams, to the gram: 1.25 kg; nothing to roast reads as a dash. */
const kilograms = (grams: number) =>
  grams === 0 ? '–' : (grams / 1000).toLocaleString('en-HK', { maximumFractionDigits: 3 });

function rowsOf(plan: RoastPlan, nameOf: (coffee: RoastPlan['coffees'][number]) => string, total: string) {
  const rows: RoastRow[] = plan.coffees.map((coffee) => ({
    key: String(coffee.product_id),
    name: nameOf(coffee),
    grams: coffee.grams,
    total: coffee.total_grams,
  }));
  rows.push({
    key: 'total',
    name: total,
    grams: plan.days.map((d) => d.total_grams),
    total: plan.total_grams,
    isTotal: true,
  });
  return rows;
}

/** Kilograms of each coffee to roast per day (today and the days after unless chosen), with totals. */
export function RoastPlanPage() {
  const { t } = useTranslation('admin-subscriptions');
  const { pick, language } = useConsoleFormat();
  const [params, setParams] = useSearchParams();
  const askedFrom = params.get('from') ?? '';
  const from = DAY.test(askedFrom) ? askedFrom : hongKongNow(new Date()).day;
  const days = params.get('days') === '14' ? 14 : 7;
  const query = useAdminRoastPlanQuery({ from, days });
  const { data, isFetching } = query;
  const set = (next: { from?: string; days?: number }) =>
    setParams({ from: next.from ?? from, days: String(next.days ?? days) });

  const columns: ConsoleColumn<RoastRow>[] = [
    { label: t('roast.coffee'), cell: (row) => row.name },
    ...(data?.days ?? []).map(
      (d, i): ConsoleColumn<RoastRow> => ({
        label: roastDayLabel(d.roast_date, language),
        cell: (row) => kilograms(row.grams[i] ?? 0),
        number: true,
      }),
    ),
    { label: t('roast.totalKg'), cell: (row) => kilograms(row.total), number: true },
  ];

  return (
    <div className="roast-plan">
      <ConsolePageHead
        title={t('roast.title')}
        lead={t('roast.lead')}
        actions={
          <div className="console-row console-chrome">
            <ConsoleDayField label={t('roast.from')} value={from} onChange={(next) => set({ from: next })} />
            <SelectField
              label={t('roast.days')}
              value={String(days)}
              options={DAY_CHOICES.map((n) => ({
                value: String(n),
                label: t('roast.daysOption', { count: n }),
              }))}
              onChange={(next) => set({ days: Number(next) })}
            />
            <button type="button" className="button" onClick={() => window.print()} disabled={!data}>
              {t('roast.print')}
            </button>
          </div>
        }
      />
      <ListStatus query={query} empty={data?.coffees.length === 0} emptyText={t('roast.empty')}>
        {data && (
          <div className="console-card console-card--flush roast-plan__table" aria-busy={isFetching}>
            <ConsoleTable
              rows={rowsOf(data, (coffee) => pick(coffee, 'name'), t('roast.total'))}
              rowKey={(row) => row.key}
              rowData={(row) => ({ 'data-total': row.isTotal })}
              columns={columns}
            />
          </div>
        )}
      </ListStatus>
    </div>
  );
}
