import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConsoleOutcome } from '../../console-outcome.tsx';
import { useDraft } from '../../use-draft.ts';
import { bilingual, CheckField, DraftFields } from '../console-fields.tsx';
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
  const [draft, set] = useDraft(initial);
  const [save, { isLoading, error, reset }] = useAdminProductSaveMutation();

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
    <form className="console-stack" onSubmit={submit} noValidate>
      <div className="console-card manage-grid">
        <DraftFields
          draft={draft}
          onChange={(key, value) => set({ [key]: value })}
          fields={[
            ...bilingual('product_name', [t('product.nameEn'), t('product.nameZh')], { maxLength: 200 }),
            ...bilingual('product_description', [t('product.descriptionEn'), t('product.descriptionZh')], {
              multiline: true,
            }),
            { key: 'slug', label: t('product.slug'), hint: t('product.slugHint') },
            { key: 'tags', label: t('product.tags'), hint: t('product.tagsHint') },
          ]}
        />
        <p className="manage-hint">{t('product.simplifiedHint')}</p>
      </div>
      <CategoryPicker chosen={draft.category_ids} onChange={(category_ids) => set({ category_ids })} />
      <div className="console-card console-row">
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
      <div className="console-row">
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
      <ConsoleOutcome error={error} />
    </form>
  );
}
