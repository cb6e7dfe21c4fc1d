import { useTranslation } from 'react-i18next';
import { useCreditMoney } from '../../shared/money/use-money.ts';
import { useAppDispatch, useAppSelector } from '../../shared/store-hooks.ts';
import { IconButton } from '../../shared/ui/icon-button.tsx';
import { Icon } from '../../shared/ui/icons.tsx';
import { droppedNoticeDismissed } from './cart.slice.ts';
import { useCart } from './cart-state.ts';
import './cart-summary.css';

/** The notes of the storefront's own: credit or a coupon a change to the lines took off, and how to get it back. */
function useDroppedNotes(): { kind: 'credit' | 'coupon'; text: string }[] {
  const { t } = useTranslation('checkout');
  const credit = useCreditMoney();
  const dropped = useAppSelector((state) => state.cart.dropped);
  const notes: { kind: 'credit' | 'coupon'; text: string }[] = [];
  if (dropped.credit > 0)
    notes.push({ kind: 'credit', text: t('dropped.credit', { credit: credit(dropped.credit) }) });
  if (dropped.coupon) notes.push({ kind: 'coupon', text: t('dropped.coupon', { code: dropped.coupon }) });
  return notes;
}

/**
 * The server's notes about the cart (a line capped to the stock, a coupon waiting for a bigger
 * order, guest lines merged after sign-in) and the credit or coupon a change took off, in the
 * shopper's language. A live region, because they arrive after a change the shopper just made.
 */
export function CartNotices() {
  const { t, i18n } = useTranslation('checkout');
  const dispatch = useAppDispatch();
  const messages = useCart().messages;
  const dropped = useDroppedNotes();
  const chinese = i18n.resolvedLanguage === 'zh-HK';
  return (
    <div className="cart-notices" role="status">
      {messages.length + dropped.length > 0 && (
        <ul className="cart-notices__list">
          {messages.map((message) => {
            const text = (chinese && message.message_zh) || message.message_en;
            return (
              <li key={`${message.code}|${message.message_en}`} className="cart-notices__item">
                <Icon name="info" />
                {text}
              </li>
            );
          })}
          {dropped.map((note) => (
            <li key={note.kind} className="cart-notices__item cart-notices__item--dropped">
              <Icon name="info" />
              <span>{note.text}</span>
              <IconButton
                icon="close"
                className="cart-notices__dismiss"
                label={t('dropped.dismiss')}
                onClick={() => dispatch(droppedNoticeDismissed(note.kind))}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
