import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../money/use-money.ts';
import './sticky-total-bar.css';

/**
 * On a phone the summary sits below a long list, so the total and the page's main button ride
 * along at the bottom of the screen (hidden from wide screens, where the summary is beside the list).
 */
export function StickyTotalBar({ total, children }: { total: number; children: ReactNode }) {
  const { t } = useTranslation('checkout');
  const money = useMoney();
  return (
    <div className="cart-sticky-total">
      <p className="cart-sticky-total__amount">
        <span>{t('totals.total')}</span>
        <strong>{money(total)}</strong>
      </p>
      {children}
    </div>
  );
}
