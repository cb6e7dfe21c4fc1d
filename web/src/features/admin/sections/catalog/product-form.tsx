import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { consoleErrorMessage } from '../../console-error.ts';
import { CheckField, TextField } from '../console-fields.tsx';
import { useAdminProductSaveMutation } from '../manage.endpoints.ts';
import { managePaths } from '../manage-paths.ts';
import { CategoryPicker } from './category-picker.tsx';
import { CoffeeFields } from './coffee-fields.tsx';
import { emptyCoffee, emptyVariant, inputOf, type ProductDraft } from './product-draft.ts';
import { VariantFields } from './variant-fields.tsx';

/**
 * Everything about a product but its stock: names, texts, categories, flags, coffee facts, variants. After a save the page mounts a fresh form from what the
 * server holds (new variants then have their ids), so `onSaved` lets the page keep the notice.
 */
export function ProductForm({ initial, onSaved }: { initial: ProductDraft; onSaved: () => void }) {
  const { t } = useTranslation('admin-manage');
  const navigate = useNavigate();
  const [draft, setDraft] = useState(initial);
  const [save, { isLoading, error, reset }] = useAdminProductSaveMutation();
  const set = (patch: Partial<ProductDraft>) => setDraft((d) => ({ ...d, ...patch }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    reset();
    const result = await save(inputOf(draft));
    if (result.error) return;
    onSaved();
    if (draft.product_id === undefined)
      navigate(managePaths.product(result.data.product.product_id), { replace: true });
  };

  return (
    <form className="manage-stack" onSubmit={submit} noValidate>
      <div className="console-card manage-grid">
        <TextField
          label={t('product.nameEn')}
          value={draft.product_name_en}
          onChange={(v) => set({ product_name_en: v })}
          maxLength={200}
        />
        <TextField
          label={t('product.nameZh')}
          lang="zh-HK"
          value={draft.product_name_zh}
          onChange={(v) => set({ product_name_zh: v })}
          maxLength={200}
        />
        <TextField
          label={t('product.descriptionEn')}
          multiline
          value={draft.product_description_en}
          onChange={(v) => set({ product_description_en: v })}
        />
        <TextField
          label={t('product.descriptionZh')}
          lang="zh-HK"
          multiline
          value={draft.product_description_zh}
          onChange={(v) => set({ product_description_zh: v })}
        />
        <TextField
          label={t('product.slug')}
          value={draft.slug}
          onChange={(v) => set({ slug: v })}
          hint={t('product.slugHint')}
        />
        <TextField
          label={t('product.tags')}
          value={draft.tags}
          onChange={(v) => set({ tags: v })}
          hint={t('product.tagsHint')}
        />
        <p className="manage-hint">{t('product.simplifiedHint')}</p>
      </div>
      <CategoryPicker chosen={draft.category_ids} onChange={(category_ids) => set({ category_ids })} />
      <div className="console-card manage-row">
        <CheckField
          label={t('product.active')}
          checked={draft.active}
          onChange={(active) => set({ active })}
        />
        <CheckField
          label={t('product.suggested')}
          checked={draft.is_suggested}
          onChange={(is_suggested) => set({ is_suggested })}
        />
        <CheckField
          label={t('product.isCoffee')}
          checked={draft.coffee !== null}
          onChange={(on) => set({ coffee: on ? emptyCoffee() : null })}
        />
      </div>
      {draft.coffee && <CoffeeFields coffee={draft.coffee} onChange={(coffee) => set({ coffee })} />}
      {draft.variants.map((variant, index) => (
        <VariantFields
          key={variant.key}
          variant={variant}
          index={index}
          onChange={(next) => set({ variants: draft.variants.map((v) => (v.key === next.key ? next : v)) })}
          onRemove={
            draft.variants.length > 1
              ? () => set({ variants: draft.variants.filter((v) => v.key !== variant.key) })
              : undefined
          }
        />
      ))}
      <div className="manage-row">
        <button
          type="button"
          className="button button--ghost"
          onClick={() => set({ variants: [...draft.variants, emptyVariant(draft.variants[0]?.options)] })}
        >
          {t('variant.add')}
        </button>
        <button type="submit" className="button" disabled={isLoading} aria-busy={isLoading || undefined}>
          {t('product.save')}
        </button>
      </div>
      <div className="console-alert" role="alert">
        {error ? consoleErrorMessage(error) : null}
      </div>
    </form>
  );
}
