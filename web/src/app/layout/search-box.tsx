import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ShopSearch } from '../../features/catalog/shop-search.tsx';

/** The header search goes to /shop?keyword={text}; an empty search shows the whole shop. */
export function SearchBox({ className, onSearch }: { className?: string; onSearch?: () => void }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const texts = {
    label: t('layout.header.searchLabel'),
    placeholder: t('layout.header.searchPlaceholder'),
    submit: t('layout.header.search'),
  };
  return (
    <ShopSearch
      block="search-box"
      className={className}
      keyword={params.get('keyword') ?? ''}
      texts={texts}
      onSearch={onSearch}
    />
  );
}
