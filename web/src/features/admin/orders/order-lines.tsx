import type { AdminOrderLine } from '@shop/contract/admin/admin-orders.calls';
import { useTranslation } from 'react-i18next';
import { ConsoleBadge } from '../console-badge.tsx';
import { useConsoleFormat } from '../console-format.ts';
import { ConsoleTable } from '../console-table.tsx';

/** The order's lines as charged, with how many units of each have been refunded. */
export function OrderLines({ lines }: { lines: AdminOrderLine[] }) {
  const { t } = useTranslation('admin');
  const { money, pick, option } = useConsoleFormat();
  return (
    <ConsoleTable
      rows={lines}
      rowKey={(line) => line.order_line_id}
      rowData={(line) => ({ 'data-refunded': line.refunded_quantity > 0 || undefined })}
      columns={[
        {
          label: t('order.lines.product'),
          cell: (line) => (
            <>
              <span className="console-table__strong">{pick(line, 'name')}</span>
              <span className="console-table__soft">
                {[line.sku, ...line.options.map(option)].filter(Boolean).join(' · ')}
              </span>
              {line.is_free_product && <ConsoleBadge tone="moving">{t('order.lines.gift')}</ConsoleBadge>}
            </>
          ),
        },
        { label: t('order.lines.price'), number: true, cell: (line) => money(line.unit_price) },
        { label: t('order.lines.quantity'), number: true, cell: (line) => line.quantity },
        {
          label: t('order.lines.refunded'),
          number: true,
          cell: (line) =>
            line.refunded_quantity > 0 ? (
              <ConsoleBadge tone="stopped">
                {t('order.lines.refundedCount', { count: line.refunded_quantity })}
              </ConsoleBadge>
            ) : (
              '–'
            ),
        },
        { label: t('order.lines.total'), number: true, cell: (line) => money(line.line_total) },
      ]}
    />
  );
}
