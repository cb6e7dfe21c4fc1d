import { useTranslation } from 'react-i18next';
import { useLookup } from '../../shared/lookups/lookups-state.ts';

/**
 * The shop's name and contact details come from the server (a roaster can rename the shop), so
 * nothing in the shell hard-codes them. Empty until shop_info_get has answered.
 */
export function useShop() {
  const { i18n } = useTranslation();
  const shop = useLookup('shop');
  const chinese = i18n.resolvedLanguage === 'zh-HK';
  return {
    shop,
    name: (chinese ? shop?.name_zh : shop?.name_en) || shop?.name_en || '',
    tagline: (chinese ? shop?.tagline_zh : shop?.tagline_en) || '',
    address: (chinese ? shop?.address_zh : shop?.address_en) || '',
  };
}
