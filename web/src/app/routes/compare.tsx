import { useTranslation } from 'react-i18next';
import { useCartBinding } from '../../features/cart/use-cart-binding.ts';
import { CompareTable } from '../../features/catalog/compare-table.tsx';
import { SavedPage } from '../../features/catalog/saved-page.tsx';
import { useCompare } from '../../features/catalog/use-saved-list.ts';
import { Breadcrumb } from '../layout/breadcrumb.tsx';
import { usePageHead } from '../layout/page-head.tsx';

/** /compare: the chosen products side by side, coffee attributes included. */
export default function Compare() {
  const { t } = useTranslation('catalog');
  const compare = useCompare();
  const cart = useCartBinding();
  const title = t('compare.title');
  usePageHead({ title, description: t('compare.description') });
  return (
    <>
      <Breadcrumb trail={[{ label: title }]} />
      <SavedPage
        title={title}
        count={compare.items.length}
        clearLabel={t('compare.clear')}
        onClear={compare.clear}
        emptyText={t('compare.empty')}
      >
        <CompareTable products={compare.items} cart={cart} />
      </SavedPage>
    </>
  );
}
