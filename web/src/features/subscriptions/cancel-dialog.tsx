import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../shared/ui/busy-button.tsx';
import { Dialog } from '../../shared/ui/dialog.tsx';

interface CancelDialogProps {
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Cancelling cannot be undone, so it is asked once more; an order already made is not touched. */
export function CancelDialog({ busy, onConfirm, onClose }: CancelDialogProps) {
  const { t } = useTranslation('subscriptions');
  return (
    <Dialog className="subscription-dialog" title={t('cancel.title')} onClose={onClose} busy={busy}>
      <p className="subscription-dialog__text">{t('cancel.text')}</p>
      <div className="subscription-dialog__actions">
        <button type="button" className="button button--ghost" disabled={busy} onClick={onClose}>
          {t('cancel.keep')}
        </button>
        <BusyButton busy={busy} busyLabel={t('card.working')} onClick={onConfirm}>
          {t('cancel.confirm')}
        </BusyButton>
      </div>
    </Dialog>
  );
}
