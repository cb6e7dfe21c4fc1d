import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConsoleCard } from '../../console-card.tsx';
import { ConsoleOutcome } from '../../console-outcome.tsx';
import { ConsoleTable } from '../../console-table.tsx';
import { TextField } from '../console-fields.tsx';
import {
  useAdminSearchVariantAddMutation,
  useAdminSearchVariantDeleteMutation,
  useAdminSearchVariantListQuery,
} from './search-variants.endpoints.ts';

/**
 * Spellings search treats as one (耶加雪啡 → 耶加雪菲, dripbag → drip bag): staff add the ones shoppers
 * type, and the shop's search follows at once.
 */
export function SearchVariantsCard() {
  const { t } = useTranslation('admin-manage');
  const list = useAdminSearchVariantListQuery();
  const [add, adding] = useAdminSearchVariantAddMutation();
  const [remove, removing] = useAdminSearchVariantDeleteMutation();
  const [term, setTerm] = useState('');
  const [means, setMeans] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    removing.reset();
    const result = await add({ term, means });
    if (!result.error) {
      setTerm('');
      setMeans('');
    }
  };
  const variants = list.data?.variants ?? [];

  return (
    <ConsoleCard title={t('searchVariants.title')} className="console-stack" titleBar>
      <p>{t('searchVariants.intro')}</p>
      <form className="console-row" onSubmit={submit} noValidate>
        <TextField label={t('searchVariants.term')} value={term} onChange={setTerm} maxLength={40} />
        <TextField label={t('searchVariants.means')} value={means} onChange={setMeans} maxLength={60} />
        <button type="submit" className="button" disabled={adding.isLoading}>
          {t('searchVariants.add')}
        </button>
      </form>
      <ConsoleOutcome
        error={adding.error ?? removing.error}
        done={
          adding.isSuccess
            ? t('searchVariants.added')
            : removing.isSuccess
              ? t('searchVariants.removed')
              : null
        }
      />
      <ConsoleTable
        rows={variants}
        rowKey={(row) => row.id}
        empty={list.isLoading ? t('searchVariants.loading') : t('searchVariants.none')}
        columns={[
          { label: t('searchVariants.term'), cell: (row) => row.term },
          { label: t('searchVariants.means'), cell: (row) => row.means },
          {
            label: t('searchVariants.remove'),
            labelHidden: true,
            cell: (row) => (
              <button
                type="button"
                className="button button--ghost"
                disabled={removing.isLoading}
                onClick={() => {
                  adding.reset();
                  void remove({ id: row.id });
                }}
              >
                {t('searchVariants.removeOne', { term: row.term })}
              </button>
            ),
          },
        ]}
      />
    </ConsoleCard>
  );
}
