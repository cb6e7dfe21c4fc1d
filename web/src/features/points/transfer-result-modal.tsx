import type { TransferResult } from '@shop/contract/points/points.calls';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../shared/ui/dialog.tsx';
import type { PointsFormat } from './points-format.ts';
import './points-dialog.css';

interface TransferResultModalProps {
  result: TransferResult;
  format: PointsFormat;
  onClose: () => void;
}

/** After an exchange: both balances before and after it, and OK. */
export function TransferResultModal({ result, format, onClose }: TransferResultModalProps) {
  const { t } = useTranslation('points');
  const rows = [
    {
      label: t('balances.beans'),
      before: format.beans(result.prev_from_balance),
      after: format.beans(result.current_from_balance),
    },
    {
      label: t('balances.credit'),
      before: format.credit(result.prev_to_balance),
      after: format.credit(result.current_to_balance),
    },
  ];
  return (
    <Dialog className="points-dialog" title={t('result.title')} onClose={onClose}>
      <p className="points-dialog__intro">{t('result.intro')}</p>
      <table className="result-table">
        <thead>
          <tr>
            <th scope="col">{t('result.balance')}</th>
            <th scope="col">{t('result.before')}</th>
            <th scope="col">{t('result.after')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              <td>{row.before}</td>
              <td className="result-table__after">{row.after}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="button-row points-dialog__actions">
        {/* biome-ignore lint/a11y/noAutofocus: the one thing to do next is to acknowledge */}
        <button type="button" className="button" autoFocus onClick={onClose}>
          {t('result.ok')}
        </button>
      </div>
    </Dialog>
  );
}
