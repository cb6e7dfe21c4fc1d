import type { AdminOrderLine } from '@shop/contract/admin/admin-orders.calls';
import { useTranslation } from 'react-i18next';
import { useConsoleFormat } from '../console-format.ts';

/** The order's lines as charged, with how many units of each have been refunded. */
export function OrderLines({ lines }: { lines: AdminOrderLine[] }) {
  const { t } = useTranslation('admin');
  const { money, pick, option } = useConsoleFormat();
  return (
    <table className="console-table console-table--cards">
      <thead>
        <tr>
          <th scope="col">{t('order.lines.product')}</th>
          <th scope="col" className="console-table__number">
            {t('order.lines.price')}
          </th>
          <th scope="col" className="console-table__number">
            {t('order.lines.quantity')}
          </th>
          <th scope="col" className="console-table__number">
            {t('order.lines.refunded')}
          </th>
          <th scope="col" className="console-table__number">
            {t('order.lines.total')}
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.order_line_id} data-refunded={line.refunded_quantity > 0 || undefined}>
            <th scope="row">
              <span className="console-table__strong">{pick(line, 'name')}</span>
              <span className="console-table__soft">
                {[line.sku, ...line.options.map(option)].filter(Boolean).join(' · ')}
              </span>
              {line.is_free_product && (
                <span className="status-badge status-badge--moving">{t('order.lines.gift')}</span>
              )}
            </th>
            <td data-label={t('order.lines.price')} className="console-table__number">
              {money(line.unit_price)}
            </td>
            <td data-label={t('order.lines.quantity')} className="console-table__number">
              {line.quantity}
            </td>
            <td data-label={t('order.lines.refunded')} className="console-table__number">
              {line.refunded_quantity > 0 ? (
                <span className="status-badge status-badge--stopped">
                  {t('order.lines.refundedCount', { count: line.refunded_quantity })}
                </span>
              ) : (
                '–'
              )}
            </td>
            <td data-label={t('order.lines.total')} className="console-table__number">
              {money(line.line_total)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
