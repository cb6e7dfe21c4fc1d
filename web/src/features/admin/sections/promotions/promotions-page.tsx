import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ConsolePageHead } from '../../console-page-head.tsx';
import { ListStatus } from '../../list-status.tsx';
import {
  useAdminCashCreditSaveMutation,
  useAdminExchangeOptionSaveMutation,
  useAdminGiftRuleSaveMutation,
  useAdminPromotionsGetQuery,
} from '../manage.endpoints.ts';
import type { RecordField } from '../record-form.tsx';
import { CouponsCard } from './coupons-card.tsx';
import { RecordsCard } from './records-card.tsx';
import '../manage.css';

type Translate = TFunction<'admin-manage'>;

const named = (t: Translate): RecordField[] => [
  { key: 'name_en', label: t('promotions.nameEn'), kind: 'text' },
  { key: 'name_zh', label: t('promotions.nameZh'), kind: 'text-zh' },
];
const giftFields = (t: Translate): RecordField[] => [
  ...named(t),
  { key: 'min_subtotal', label: t('promotions.gift.minSubtotal'), kind: 'number' },
  { key: 'gift_variant_id', label: t('promotions.gift.variant'), kind: 'number' },
  { key: 'gift_quantity', label: t('promotions.gift.quantity'), kind: 'number' },
  { key: 'active', label: t('promotions.active'), kind: 'check' },
];
const exchangeFields = (t: Translate): RecordField[] => [
  ...named(t),
  { key: 'from_amount', label: t('promotions.exchange.beans'), kind: 'number' },
  { key: 'to_amount', label: t('promotions.exchange.credit'), kind: 'number' },
  { key: 'active', label: t('promotions.active'), kind: 'check' },
];
const packFields = (t: Translate): RecordField[] => [
  ...named(t),
  { key: 'price', label: t('promotions.pack.price'), kind: 'number' },
  { key: 'credit_amount', label: t('promotions.pack.credit'), kind: 'number' },
  { key: 'active', label: t('promotions.active'), kind: 'check' },
];

/** Coupons, the free-gift rule, Beans-to-credit options and cash credit packs (owners only). */
export function PromotionsPage() {
  const { t } = useTranslation('admin-manage');
  const query = useAdminPromotionsGetQuery();
  const { data } = query;
  const [saveGift] = useAdminGiftRuleSaveMutation();
  const [saveExchange] = useAdminExchangeOptionSaveMutation();
  const [savePack] = useAdminCashCreditSaveMutation();
  const blankExchange = { name_en: '', name_zh: '', from_amount: '', to_amount: '', active: true };
  const blankPack = { name_en: '', name_zh: '', price: '', credit_amount: '', active: true };

  return (
    <>
      <ConsolePageHead title={t('promotions.title')} />
      <ListStatus query={query}>
        {data && (
          <div className="console-stack">
            <CouponsCard coupons={data.coupons} />
            <RecordsCard
              title={t('promotions.gift.title')}
              records={data.gift_rules}
              fields={giftFields(t)}
              legendOf={(rule) => t('promotions.gift.legend', { sku: rule.gift_sku })}
              onSave={(rule, values) => saveGift({ ...rule, ...values } as Parameters<typeof saveGift>[0])}
            />
            <RecordsCard
              title={t('promotions.exchange.title')}
              records={data.exchange_options}
              fields={exchangeFields(t)}
              legendOf={(option) => option.name_en}
              adding={{ blank: blankExchange, legend: t('promotions.exchange.new') }}
              onSave={(option, values) =>
                saveExchange({ ...option, ...values } as Parameters<typeof saveExchange>[0])
              }
            />
            <RecordsCard
              title={t('promotions.pack.title')}
              records={data.cash_credit_products}
              fields={packFields(t)}
              legendOf={(pack) => pack.name_en}
              adding={{ blank: blankPack, legend: t('promotions.pack.new') }}
              onSave={(pack, values) => savePack({ ...pack, ...values } as Parameters<typeof savePack>[0])}
            />
          </div>
        )}
      </ListStatus>
    </>
  );
}
