import { categoryApi } from '../../features/catalog/category.endpoints.ts';
import type { FirstScreen } from '../../shared/first-screen.ts';
import { lookupsApi } from '../../shared/lookups/lookups.endpoints.ts';

/**
 * What the shell around every page shows: the shop's name and details, the category menu, and
 * the free-delivery threshold in the top bar (delivery countries with their countries).
 */
export const shellFirstScreen: FirstScreen = (ask) => {
  const { shopInfo, countries, deliveryCountries } = lookupsApi.endpoints;
  const once = { subscribe: false } as const;
  return [
    ask(shopInfo.initiate(undefined, once)),
    ask(countries.initiate(undefined, once)),
    ask(deliveryCountries.initiate(undefined, once)),
    ask(categoryApi.endpoints.categories.initiate(undefined, once)),
  ];
};
