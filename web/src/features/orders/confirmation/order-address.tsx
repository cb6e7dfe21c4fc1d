import type { OrderDetail } from '@shop/contract/orders/orders.calls';
import { useTranslation } from 'react-i18next';
import { OrderBlock } from './order-block.tsx';
import { filledFields } from './order-view.ts';

type Kind = 'shipping' | 'billing';

const FIELDS = [
  'first_name',
  'last_name',
  'address',
  'company_name',
  'phone',
  'country_name',
  'city',
  'state',
  'postal_code',
  'email',
] as const;

/**
 * Address blocks: shipping (the `…2` fields, delivery only) and billing (with the
 * additional information). Empty fields are left out: a pickup has no address, Hong Kong no zip code.
 */
export function OrderAddress({ order, kind }: { order: OrderDetail; kind: Kind }) {
  const { t, i18n } = useTranslation('checkout');
  const chinese = i18n.resolvedLanguage === 'zh-HK';
  const suffix = kind === 'shipping' ? '2' : '';
  const value = (field: (typeof FIELDS)[number]) => {
    if (field === 'country_name') {
      const zh = kind === 'shipping' ? order.country_name2_zh : order.country_name_zh;
      const en = kind === 'shipping' ? order.country_name2 : order.country_name;
      return (chinese && zh) || en;
    }
    return order[`${field}${suffix}` as keyof OrderDetail] as string;
  };
  return (
    <OrderBlock title={t(`confirmation.${kind}Title`)}>
      <dl className="confirmation-block__fields">
        {filledFields(FIELDS, value).map((field) => (
          <div key={field}>
            <dt>{t(`confirmation.fields.${field}`)}</dt>
            <dd>{value(field)}</dd>
          </div>
        ))}
        {kind === 'billing' && order.additional_info.trim() !== '' && (
          <div className="confirmation-block__wide">
            <dt>{t('confirmation.fields.additional_info')}</dt>
            <dd>{order.additional_info}</dd>
          </div>
        )}
      </dl>
    </OrderBlock>
  );
}
