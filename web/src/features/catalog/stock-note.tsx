import { useTranslation } from 'react-i18next';

/** Below this many left, the note warns that stock is low. */
const LOW_STOCK = 5;

/**
 * The chosen variant's stock (inventory follows the matched variant), less what the
 * shopper already has in the cart. Announced politely so a screen reader hears it change.
 */
export function StockNote({ inventory, inCart }: { inventory: number | undefined; inCart: number }) {
  const { t } = useTranslation('catalog');
  const left = Math.max(0, (inventory ?? 0) - inCart);
  const text = () => {
    if (!inventory) return t('stock.out');
    if (left === 0) return t('stock.allInCart');
    return t(left <= LOW_STOCK ? 'stock.low' : 'stock.in', { count: left });
  };
  return (
    <p className={`stock-note${left === 0 ? ' stock-note--out' : ''}`} aria-live="polite">
      {text()}
    </p>
  );
}
