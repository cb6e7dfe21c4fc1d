import { consentLanguageOf } from '@shop/contract/members/marketing-consent';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../shared/store-hooks.ts';
import { SubmitButton } from '../../shared/ui/busy-button.tsx';
import { FormField } from '../../shared/ui/form-field.tsx';
import { useEmailField } from '../../shared/use-email-field.ts';
import { useStockNotifySubscribeMutation } from './stock-notify.endpoints.ts';

/**
 * Under a sold-out variant: the shopper leaves an email (a member's is filled in) and gets one
 * email, in the language of the page, when the variant is back. Once asked, the form gives way to
 * a note naming the address, so the shopper sees where the email will go.
 */
export function BackInStockForm({ variantId }: { variantId: number }) {
  const { t, i18n } = useTranslation('catalog');
  const id = useId();
  const memberEmail = useAppSelector((state) => state.user.user?.email ?? '');
  const { input, email, setEmail, problem, submitTo } = useEmailField(memberEmail);
  const [askedFor, setAskedFor] = useState<string | null>(null);
  const [subscribe, { isLoading }] = useStockNotifySubscribeMutation();

  const onSubmit = submitTo(isLoading, async (address) => {
    try {
      await subscribe({
        variant_id: variantId,
        email: address,
        language: consentLanguageOf(i18n.language),
      }).unwrap();
      setAskedFor(address);
    } catch {
      // The base query has shown why; the address stays for another try.
    }
  });

  if (askedFor)
    return (
      <p className="back-in-stock back-in-stock--done panel" role="status">
        {t('backInStock.done', { email: askedFor })}
      </p>
    );
  return (
    <form className="back-in-stock panel" noValidate onSubmit={onSubmit} aria-labelledby={`${id}-title`}>
      <p id={`${id}-title`} className="back-in-stock__title">
        {t('backInStock.title')}
      </p>
      <FormField
        id={`${id}-email`}
        label={t('backInStock.label')}
        error={problem ? t(`backInStock.${problem}`) : undefined}
        className="back-in-stock__field"
      >
        {(control) => (
          // The button sits beside the field, so an error under it never pushes the button about.
          <div className="back-in-stock__row">
            <input
              {...control}
              ref={input}
              className="input"
              type="email"
              autoComplete="email"
              inputMode="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
            <SubmitButton
              className="button back-in-stock__submit"
              busy={isLoading}
              busyLabel={t('backInStock.sending')}
            >
              {t('backInStock.submit')}
            </SubmitButton>
          </div>
        )}
      </FormField>
    </form>
  );
}
