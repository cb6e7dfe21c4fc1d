import { POINT_TYPE_IDS } from '@shop/contract/points/point-type-ids';
import { useTranslation } from 'react-i18next';
import type { PointsFormat } from './points-format.ts';

/** The two balances the credit shop works with (point_balance_get). */
export function BalanceSummary({
  balances,
  loaded,
  format,
}: {
  balances: Record<string, number>;
  loaded: boolean;
  format: PointsFormat;
}) {
  const { t } = useTranslation('points');
  const of = (id: number) => balances[String(id)] ?? 0;
  const tiles = [
    { key: 'beans', label: t('balances.beans'), value: format.beans(of(POINT_TYPE_IDS.beans)) },
    { key: 'credit', label: t('balances.credit'), value: format.credit(of(POINT_TYPE_IDS.credit)) },
  ];
  return (
    <section className="balance-summary" aria-label={t('balances.label')} aria-busy={!loaded}>
      {tiles.map((tile) => (
        <p key={tile.key} className={`balance-summary__tile balance-summary__tile--${tile.key} panel`}>
          <span className="balance-summary__label">{tile.label}</span>
          <span className="balance-summary__value" data-testid={`balance-${tile.key}`}>
            {loaded ? tile.value : t('balances.loading')}
          </span>
        </p>
      ))}
    </section>
  );
}
