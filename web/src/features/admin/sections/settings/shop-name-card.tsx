import type { ShopInfo } from '@shop/contract/lookups/lookups.calls';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SaveCard } from '../../save-card.tsx';
import { TextField } from '../console-fields.tsx';
import { useAdminShopInfoSaveMutation } from '../manage.endpoints.ts';

/** The shop's name, tagline and contact details, as every page and email shows them. */
export function ShopNameCard({ shop }: { shop: ShopInfo }) {
  const { t } = useTranslation('admin-manage');
  const [save, saving] = useAdminShopInfoSaveMutation();
  const [draft, setDraft] = useState(shop);
  const field = (
    key:
      | 'name_en'
      | 'name_zh'
      | 'tagline_en'
      | 'tagline_zh'
      | 'email'
      | 'phone'
      | 'address_en'
      | 'address_zh',
  ) => ({
    label: t(`settings.shop.${key}`),
    value: draft[key],
    onChange: (value: string) => setDraft((d) => ({ ...d, [key]: value })),
    lang: key.endsWith('_zh') ? ('zh-HK' as const) : undefined,
  });

  return (
    <SaveCard title={t('settings.shop.title')} saving={saving} onSave={() => save(draft)}>
      <div className="manage-grid">
        <TextField {...field('name_en')} maxLength={80} />
        <TextField {...field('name_zh')} maxLength={80} />
        <TextField {...field('tagline_en')} maxLength={160} />
        <TextField {...field('tagline_zh')} maxLength={160} />
        <TextField {...field('email')} type="email" />
        <TextField {...field('phone')} />
        <TextField {...field('address_en')} multiline />
        <TextField {...field('address_zh')} multiline />
      </div>
    </SaveCard>
  );
}
