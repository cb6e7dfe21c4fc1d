import { useTranslation } from 'react-i18next';
import { useConsoleFormat } from '../../console-format.ts';
import { CheckField } from '../console-fields.tsx';
import { useAdminCategoryTreeQuery } from '../manage.endpoints.ts';

/** The shop's categories and sub-categories as check boxes; a product sits in one or more. */
export function CategoryPicker({
  chosen,
  onChange,
}: {
  chosen: number[];
  onChange: (ids: number[]) => void;
}) {
  const { t } = useTranslation('admin-manage');
  const { pick } = useConsoleFormat();
  const { data } = useAdminCategoryTreeQuery();
  const toggle = (id: number, on: boolean) => onChange(on ? [...chosen, id] : chosen.filter((c) => c !== id));
  const box = (c: { id: number; category_name_en: string; category_name_zh: string }) => (
    <CheckField
      key={c.id}
      label={pick(c, 'category_name')}
      checked={chosen.includes(c.id)}
      onChange={(on) => toggle(c.id, on)}
    />
  );
  return (
    <fieldset className="manage-fieldset">
      <legend>{t('product.categories')}</legend>
      <div className="manage-grid">
        {data?.categories.map((top) => (
          <div key={top.id} className="console-stack">
            {box(top)}
            {top.sub_categories.map(box)}
          </div>
        ))}
      </div>
    </fieldset>
  );
}
