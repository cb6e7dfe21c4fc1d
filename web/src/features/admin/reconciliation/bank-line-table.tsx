import type { BankLine } from '@shop/contract/admin/bank-reconciliation.calls';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type BadgeTone, ConsoleBadge } from '../console-badge.tsx';
import { useConsoleFormat } from '../console-format.ts';
import { adminPaths } from '../console-paths.ts';
import { ConsoleTable } from '../console-table.tsx';

type Order = NonNullable<BankLine['order']>;

/** The orders board's badge looks: a proposal waits for staff, a confirmed line is done. */
const BADGE: Record<BankLine['match'], BadgeTone> = {
  matched: 'waiting',
  near: 'moving',
  unmatched: 'stopped',
  confirmed: 'done',
};

const OrderLink = ({ order }: { order: Order }) => (
  <Link to={adminPaths.order(order.order_id)} className="console-table__key">
    {order.order_number}
  </Link>
);

/** A line can be ticked while it proposes an order and is not yet confirmed. */
export const confirmable = (line: BankLine): line is BankLine & { order: Order } =>
  (line.match === 'matched' || line.match === 'near') && line.order !== null;

/** Statement lines with the order each proposes; matched and near lines carry a tick box for the bulk confirm. */
export function BankLineTable({
  lines,
  ticked,
  onTick,
}: {
  lines: readonly BankLine[];
  ticked: ReadonlySet<number>;
  onTick: (lineId: number, on: boolean) => void;
}) {
  const { t } = useTranslation('admin-reconciliation');
  const { money, day, instant } = useConsoleFormat();
  return (
    <ConsoleTable
      rows={lines}
      rowKey={(line) => line.line_id}
      rowData={(line) => ({ 'data-match': line.match })}
      columns={[
        {
          label: t('lines.columns.line'),
          cell: (line) => (
            <label className="reconcile-tick">
              <input
                type="checkbox"
                disabled={!confirmable(line)}
                checked={ticked.has(line.line_id)}
                onChange={(e) => onTick(line.line_id, e.target.checked)}
                aria-label={t('lines.tick', { description: line.description, amount: money(line.amount) })}
              />
              <span>
                <span className="console-table__strong">{line.description}</span>
                <span className="console-table__soft">{day(line.booked_on)}</span>
              </span>
            </label>
          ),
        },
        { label: t('lines.columns.amount'), number: true, cell: (line) => money(line.amount) },
        {
          label: t('lines.columns.match'),
          cell: (line) => (
            <>
              <ConsoleBadge tone={BADGE[line.match]}>{t(`lines.match.${line.match}`)}</ConsoleBadge>
              {line.match === 'near' && line.candidates > 1 && (
                <span className="console-table__soft">
                  {t('lines.candidates', { count: line.candidates })}
                </span>
              )}
            </>
          ),
        },
        {
          label: t('lines.columns.order'),
          cell: (line) =>
            line.order ? (
              <>
                <OrderLink order={line.order} />
                <span className="console-table__soft">
                  {line.order.customer_name} · {money(line.order.cash_amount)}
                  {line.confirmed_at
                    ? ` · ${t('lines.confirmedAt', { at: instant(line.confirmed_at) })}`
                    : ''}
                </span>
              </>
            ) : line.refund_by_hand ? (
              <>
                <OrderLink order={line.refund_by_hand} />
                <span className="reconcile-refund">{t('lines.refundByHand')}</span>
              </>
            ) : (
              <span className="console-table__soft">{t('lines.noOrder')}</span>
            ),
        },
      ]}
    />
  );
}
