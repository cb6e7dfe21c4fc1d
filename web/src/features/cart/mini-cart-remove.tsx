import { useTranslation } from 'react-i18next';
import { IconButton } from '../../shared/ui/icon-button.tsx';
import './mini-cart-remove.css';

/**
 * The mini-cart's remove button; free gifts get none. While the call runs the whole
 * panel shows the cart's spinner in place of the lines, so it cannot be pressed twice.
 */
export function MiniCartRemove({ name, onRemove }: { name: string; onRemove: () => void }) {
  const { t } = useTranslation('checkout');
  return (
    <IconButton
      icon="trash"
      className="mini-cart-remove"
      label={t('cart.removeItem', { name })}
      onClick={onRemove}
    />
  );
}
