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
import { type RecordField, RecordForm } from '../record-form.tsx';
import { valuesOf } from '../settings/record-fields.ts';
import { CouponsCard } from './coupons-card.tsx';
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
  const { data, isFetching, isError, refetch } = useAdminPromotionsGetQuery();
  const [saveGift] = useAdminGiftRuleSaveMutation();
  const [saveExchange] = useAdminExchangeOptionSaveMutation();
  const [savePack] = useAdminCashCreditSaveMutation();
  const blankExchange = { name_en: '', name_zh: '', from_amount: '', to_amount: '', active: true };
  const blankPack = { name_en: '', name_zh: '', price: '', credit_amount: '', active: true };

  return (
    <>
      <ConsolePageHead title={t('promotions.title')} />
      <ListStatus loading={!data && isFetching} failed={isError && !data} onRetry={refetch}>
        {data && (
          <div className="manage-stack">
            <CouponsCard coupons={data.coupons} />
            <section className="console-card manage-stack" aria-labelledby="gift-heading">
              <h2 id="gift-heading" className="console-card__title">
                {t('promotions.gift.title')}
              </h2>
              {data.gift_rules.map((rule) => (
                <RecordForm
                  key={JSON.stringify(rule)}
                  legend={t('promotions.gift.legend', { sku: rule.gift_sku })}
                  fields={giftFields(t)}
                  initial={valuesOf(rule, giftFields(t))}
                  onSave={(values) => saveGift({ ...rule, ...values })}
                />
              ))}
            </section>
            <section className="console-card manage-stack" aria-labelledby="exchange-heading">
              <h2 id="exchange-heading" className="console-card__title">
                {t('promotions.exchange.title')}
              </h2>
              {[...data.exchange_options, undefined].map((option) => (
                <RecordForm
                  key={option ? JSON.stringify(option) : `new-${data.exchange_options.length}`}
                  legend={option ? option.name_en : t('promotions.exchange.new')}
                  fields={exchangeFields(t)}
                  initial={valuesOf(option ?? blankExchange, exchangeFields(t))}
                  onSave={(values) =>
                    saveExchange({ ...(option ?? {}), ...values } as Parameters<typeof saveExchange>[0])
                  }
                />
              ))}
            </section>
            <section className="console-card manage-stack" aria-labelledby="pack-heading">
              <h2 id="pack-heading" className="console-card__title">
                {t('promotions.pack.title')}
              </h2>
              {[...data.cash_credit_products, undefined].map((pack) => (
                <RecordForm
                  key={pack ? JSON.stringify(pack) : `new-${data.cash_credit_products.length}`}
                  legend={pack ? pack.name_en : t('promotions.pack.new')}
                  fields={packFields(t)}
                  initial={valuesOf(pack ?? blankPack, packFields(t))}
                  onSave={(values) =>
                    savePack({ ...(pack ?? {}), ...values } as Parameters<typeof savePack>[0])
                  }
                />
              ))}
            </section>
          </div>
        )}
      </ListStatus>
    </>
  );
}
