import { useTranslation } from 'react-i18next';
import { Icon } from '../../shared/ui/icons.tsx';
import { useCart } from './cart-state.ts';
import './cart-summary.css';

/**
 * The server's notes about the cart (a line capped to the stock, a coupon waiting for a bigger
 * order, guest lines merged after sign-in), in the shopper's language. A live region, because they
 * arrive after a change the shopper just made.
 */
export function CartNotices() {
  const { i18n } = useTranslation();
  const messages = useCart().messages;
  const chinese = i18n.resolvedLanguage === 'zh-HK';
  return (
    <div className="cart-notices" role="status">
      {messages.length > 0 && (
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
        </ul>
      )}
    </div>
  );
}
