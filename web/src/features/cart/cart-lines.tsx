import { useTranslation } from 'react-i18next';
import { CartLine } from './cart-line.tsx';
import { isFreeGift } from './cart-line-rules.ts';
import { useCart } from './cart-state.ts';
import { miniCartLines } from './mini-cart-lines.ts';
import { useCartBinding } from './use-cart-binding.ts';

/** The cart page's lines. One call at a time: while one runs, the others wait. */
export function CartLines({ locked }: { locked: boolean }) {
  const { i18n } = useTranslation();
  const items = useCart().cart_items;
  const cart = useCartBinding();
  const views = miniCartLines(items, i18n.resolvedLanguage ?? 'en');
  const busyLine = (id: number) => cart.busyId === id;
  return (
    <ul className="cart-lines">
      {items.map((item, index) => {
        const view = views[index]!;
        return (
          <CartLine
            key={view.key}
            item={item}
            view={view}
            busy={busyLine(item.id) && !isFreeGift(item)}
            locked={locked || cart.busyId !== null}
            onQuantity={(quantity) => void cart.update(item.id, quantity)}
            onRemove={() => void cart.remove(item.id)}
          />
        );
      })}
    </ul>
  );
}
