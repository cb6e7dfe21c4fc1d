import { CompareTable } from '../../features/catalog/compare-table.tsx';
import { useCompare } from '../../features/catalog/use-saved-list.ts';
import { SavedListRoute } from './saved-list-route.tsx';

/** /compare: the chosen products side by side, coffee attributes included. */
export default function Compare() {
  const compare = useCompare();
  return (
    <SavedListRoute name="compare" list={compare}>
      {(cart) => <CompareTable products={compare.items} cart={cart} />}
    </SavedListRoute>
  );
}
