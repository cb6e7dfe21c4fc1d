import type { CreditProduct } from '@shop/contract/points/credit-shop.calls';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalised } from '../../i18n/localised.ts';
import { BusyButton } from '../../shared/ui/busy-button.tsx';
import { Dialog } from '../../shared/ui/dialog.tsx';
import { canConfirm, canIncrease, START_QUANTITY } from './credit-quantity.ts';
import type { PointsFormat } from './points-format.ts';
import { QuantityChooser } from './quantity-chooser.tsx';
import './points-dialog.css';

interface TransferModalProps {
  product: CreditProduct;
  beansBalance: number;
  busy: boolean;
  format: PointsFormat;
  onConfirm: (quantity: number) => void;
  onClose: () => void;
}

/** Confirms an exchange of Beans for credit: how many units, what it costs, cancel or confirm. */
export function TransferModal({
  product,
  beansBalance,
  busy,
  format,
  onConfirm,
  onClose,
}: TransferModalProps) {
  const { t } = useTranslation('points');
  const pick = useLocalised();
  const [quantity, setQuantity] = useState(START_QUANTITY);
  const unit = product.from_amount;
  const short = unit > beansBalance;
  const atMost = !short && quantity > 0 && !canIncrease(quantity, unit, beansBalance);

  return (
    <Dialog className="points-dialog" title={t('transfer.title')} onClose={onClose} busy={busy}>
      <div className="transfer-modal__product">
        <img src={product.thumbnail} alt="" width={96} height={96} />
        <div>
          <p className="transfer-modal__name">{pick(product, 'name')}</p>
          <p className="transfer-modal__rate soft-text">
            {t('transfer.rate', { beans: format.beans(unit), credit: format.credit(product.to_amount) })}
          </p>
          <p className="transfer-modal__balance soft-text">
            {t('transfer.balance', { beans: format.beans(beansBalance) })}
          </p>
        </div>
      </div>
      <QuantityChooser
        value={quantity}
        unitCost={unit}
        balance={beansBalance}
        disabled={busy}
        onChange={setQuantity}
      />
      <dl className="transfer-modal__totals">
        <div>
          <dt>{t('transfer.give')}</dt>
          <dd>{t('transfer.beansAmount', { beans: format.beans(unit * quantity) })}</dd>
        </div>
        <div>
          <dt>{t('transfer.get')}</dt>
          <dd>{format.credit(product.to_amount * quantity)}</dd>
        </div>
      </dl>
      <p className="transfer-modal__note" role="status">
        {short && t('transfer.notEnough', { beans: format.beans(unit), balance: format.beans(beansBalance) })}
        {atMost && t('transfer.atMost')}
      </p>
      <div className="button-row points-dialog__actions">
        <button type="button" className="button button--ghost" disabled={busy} onClick={onClose}>
          {t('transfer.cancel')}
        </button>
        <BusyButton
          busy={busy}
          busyLabel={t('transfer.working')}
          disabled={!canConfirm(quantity, unit, beansBalance)}
          onClick={() => onConfirm(quantity)}
        >
          {t('transfer.confirm')}
        </BusyButton>
      </div>
    </Dialog>
  );
}
