import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from '../../shared/ui/form-field.tsx';
import { useEmailField } from '../../shared/use-email-field.ts';
import { useNewsletterSubscribeMutation } from './newsletter.endpoints.ts';
import './newsletter-form.css';

/** Validated on submit only; the success notice arrives as a toast, a failure is only logged. */
export function NewsletterForm() {
  const { t } = useTranslation();
  const id = useId();
  const { input, email, setEmail, problem, submitTo } = useEmailField();
  const [subscribe, { isLoading }] = useNewsletterSubscribeMutation();

  const onSubmit = submitTo(isLoading, async (address) => {
    try {
      await subscribe(address).unwrap();
      setEmail('');
    } catch (error) {
      // The address stays for another try.
      console.warn('newsletter subscription failed', error);
    }
  });

  const errorId = `${id}-error`;
  return (
    <form className="newsletter-form" noValidate onSubmit={onSubmit} aria-labelledby={`${id}-title`}>
      <div className="newsletter-form__text">
        <h2 id={`${id}-title`} className="newsletter-form__title">
          {t('newsletter.title')}
        </h2>
        <p className="newsletter-form__body">{t('newsletter.body')}</p>
      </div>
      <div className="newsletter-form__field">
        <label htmlFor={`${id}-email`} className="visually-hidden">
          {t('newsletter.label')}
        </label>
        <div className="newsletter-form__row">
          <input
            ref={input}
            id={`${id}-email`}
            className="input newsletter-form__input"
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            placeholder={t('newsletter.placeholder')}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? errorId : undefined}
          />
          <button type="submit" className="button newsletter-form__submit" disabled={isLoading}>
            {isLoading && <span className="spinner" aria-hidden="true" />}
            {isLoading ? t('newsletter.submitting') : t('newsletter.submit')}
          </button>
        </div>
        <FieldError
          id={errorId}
          className="newsletter-form__error"
          message={problem && t(problem === 'required' ? 'newsletter.required' : 'newsletter.invalid')}
        />
      </div>
    </form>
  );
}
