import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TitledSection } from '../../shared/ui/titled-section.tsx';
import { ProductGridLoading } from './product-grid-loading.tsx';

/** The suggestions under a product, under their heading. */
export function SuggestionsSection({ children }: { children: ReactNode }) {
  const { t } = useTranslation('catalog');
  return (
    <TitledSection className="container suggested-products" title={t('detail.suggested')}>
      {children}
    </TitledSection>
  );
}

/** Four cards in a row. */
export const SUGGESTION_GRID = { view: 'grid', count: 4, className: 'product-grid--row' } as const;

/** The section while the suggestions, or the code that shows them, are on their way. */
export function SuggestionsLoading() {
  return (
    <SuggestionsSection>
      <ProductGridLoading {...SUGGESTION_GRID} />
    </SuggestionsSection>
  );
}
