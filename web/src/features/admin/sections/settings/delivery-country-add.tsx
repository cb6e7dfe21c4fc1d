import type { adminSettingsGet } from '@shop/contract/admin/settings-admin.calls';
import type { CallOutput } from '@shop/contract/calls';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsoleFormat } from '../../console-format.ts';
import { ConsoleOutcome } from '../../console-outcome.tsx';
import { DraftFields, SelectField } from '../console-fields.tsx';
import { useAdminDeliveryCountrySaveMutation } from '../manage.endpoints.ts';

type Settings = CallOutput<typeof adminSettingsGet>;

interface DeliveryCountryAddProps {
  /** Every country the shop knows, with its names in both languages. */
  countries: Settings['countries'];
  /** The ones it already delivers to (one row per country: these are edited above, not added). */
  delivered: Settings['delivery_countries'];
}

/** Blank is "never free" (null); anything else goes as typed, so the server names what it refuses. */
const amountOrNull = (value: string) => (value.trim() === '' ? null : Number(value));

/** The fee and the spend from which delivery is free, as typed. */
const NO_AMOUNTS = { fee: '', freeFrom: '' };

/** Starts delivery to another country: which one, its fee and the spend from which it is free. */
export function DeliveryCountryAdd({ countries, delivered }: DeliveryCountryAddProps) {
  const { t } = useTranslation('admin-manage');
  const { pick } = useConsoleFormat();
  const [save, { isLoading, error, reset }] = useAdminDeliveryCountrySaveMutation();
  const taken = new Set(delivered.map((d) => d.country_id));
  const open = countries.filter((c) => !taken.has(c.id));
  const [countryId, setCountryId] = useState('');
  const [amounts, setAmounts] = useState(NO_AMOUNTS);
  const [added, setAdded] = useState<string | null>(null);
  const chosen = open.find((c) => String(c.id) === countryId);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    reset();
    setAdded(null);
    const result = await save({
      country_id: Number(countryId),
      shipping_fee: amounts.fee.trim() === '' ? Number.NaN : Number(amounts.fee),
      free_shipping_threshold: amountOrNull(amounts.freeFrom),
      sort_order: delivered.length,
    });
    if (!result.error && chosen) {
      setAdded(pick(chosen, 'name'));
      setCountryId('');
      setAmounts(NO_AMOUNTS);
    }
  };

  return (
    <form
      className="manage-fieldset"
      onSubmit={submit}
      aria-label={t('settings.deliveryAdd.title')}
      noValidate
    >
      <h3 className="manage-subtitle">{t('settings.deliveryAdd.title')}</h3>
      {open.length === 0 ? (
        <p className="console-empty">{t('settings.deliveryAdd.none')}</p>
      ) : (
        <>
          <div className="manage-grid">
            <SelectField
              label={t('settings.deliveryAdd.country')}
              value={countryId}
              options={[
                { value: '', label: t('settings.deliveryAdd.choose') },
                ...open.map((c) => ({ value: String(c.id), label: `${c.name_en} · ${c.name_zh}` })),
              ]}
              onChange={setCountryId}
            />
            <DraftFields
              fields={(['fee', 'freeFrom'] as const).map((key) => ({
                key,
                label: t(`settings.deliveryFees.${key}`),
                type: 'number',
                step: 'any',
              }))}
              draft={amounts}
              onChange={(key, value) => setAmounts((now) => ({ ...now, [key]: value }))}
            />
          </div>
          {chosen && (
            <p className="manage-hint">
              {t('settings.deliveryAdd.names', { en: chosen.name_en, zh: chosen.name_zh })}
            </p>
          )}
          <div className="console-row">
            <button
              type="submit"
              className="button"
              disabled={isLoading || !chosen}
              aria-busy={isLoading || undefined}
            >
              {isLoading && <span className="spinner" aria-hidden="true" />}
              {isLoading ? t('settings.deliveryAdd.working') : t('settings.deliveryAdd.add')}
            </button>
          </div>
        </>
      )}
      <ConsoleOutcome error={error} done={added ? t('settings.deliveryAdd.added', { name: added }) : null} />
    </form>
  );
}
