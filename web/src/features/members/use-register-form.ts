import { consentLanguageOf } from '@shop/contract/members/marketing-consent';
import type { Gender } from '@shop/contract/members/member-limits';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../api/api-call.ts';
import { signedIn } from '../../shared/session/user.slice.ts';
import { useAppDispatch } from '../../shared/store-hooks.ts';
import { apiErrorMessage } from './api-error-message.ts';
import { useRegisterMutation } from './auth.endpoints.ts';
import {
  firstProblemField,
  type Problems,
  REGISTER_FIELDS,
  type RegisterField,
  type RegisterValues,
  registerFieldProblem,
  registerProblems,
} from './register-rules.ts';
import { useEmailCheck } from './use-email-check.ts';
import { useFieldFocus } from './use-field-focus.ts';

const EMPTY: RegisterValues = {
  first_name: '',
  last_name: '',
  email: '',
  password: '',
  confirm_password: '',
  phone_number: '',
  country_id: '',
  gender: '',
  accept_terms: false,
  receive_marketing: false,
};

/** Server refusals that belong to one field, shown there rather than above the button. */
const FIELD_OF_CODE: Record<string, RegisterField> = { EMAIL_USED: 'email', PHONE_USED: 'phone_number' };

/**
 * The register form's state and rules. A field is checked when the shopper leaves it
 * with something typed, rechecked as they fix it, and every field on submit. Submit waits for the
 * email check and goes ahead only when the address is free.
 */
export function useRegisterForm({
  defaultCountryId,
  areaCodeOf,
  onRegistered,
}: {
  defaultCountryId: string;
  /** The calling code of a country the form offers, by its id. */
  areaCodeOf: (countryId: string) => string | undefined;
  onRegistered: () => void;
}) {
  const dispatch = useAppDispatch();
  const [entered, setValues] = useState<RegisterValues>(EMPTY);
  const { i18n } = useTranslation();
  const values = { ...entered, country_id: entered.country_id || defaultCountryId };
  const [problems, setProblems] = useState<Problems<RegisterField>>({});
  const [refusal, setRefusal] = useState<{ field: RegisterField | null; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const emailCheck = useEmailCheck();
  const [register] = useRegisterMutation();
  const { bind, focus } = useFieldFocus<RegisterField>();

  const recheck = (field: RegisterField, next: RegisterValues) =>
    setProblems((found) => ({
      ...found,
      [field]: registerFieldProblem(field, next, areaCodeOf(next.country_id)),
    }));

  function change<K extends keyof RegisterValues>(field: K, value: RegisterValues[K]) {
    const next = { ...values, [field]: value };
    setValues(next);
    if (refusal?.field === field) setRefusal(null);
    if (field === 'email') emailCheck.edited(String(value));
    if (field === 'receive_marketing') return;
    const key = field as RegisterField;
    if (problems[key] || typeof value === 'boolean' || field === 'gender') recheck(key, next);
    // A new password may fix or break the confirmation already typed; a new country, the phone.
    if (field === 'password' && next.confirm_password) recheck('confirm_password', next);
    if (field === 'country_id' && next.phone_number.trim()) recheck('phone_number', next);
  }

  const blur = (field: RegisterField) => {
    const value = values[field];
    if (typeof value === 'string' && value.trim() !== '') recheck(field, values);
    if (field === 'email') void emailCheck.run(values.email);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = registerProblems(values, areaCodeOf(values.country_id));
    setProblems(found);
    setRefusal(null);
    const first = firstProblemField(REGISTER_FIELDS, found);
    if (first) return focus(first);
    setBusy(true);
    try {
      const check = await emailCheck.run(values.email);
      if (check.status !== 'available') return focus('email');
      const answer = await register({
        ...values,
        country_id: Number(values.country_id),
        gender: values.gender as Gender,
        accept_terms: true,
        // The consent text beside the box is this language's: the server records that text.
        consent_language: consentLanguageOf(i18n.resolvedLanguage),
      }).unwrap();
      dispatch(signedIn({ token: answer.token, user: answer.user }));
      onRegistered();
    } catch (error) {
      const field = FIELD_OF_CODE[(error as Partial<ApiError>).err_code ?? ''] ?? null;
      setRefusal({ field, message: apiErrorMessage(error) });
      if (field) focus(field);
    } finally {
      setBusy(false);
    }
  };

  /** A field's message: its own rule first, then what the server said about it. */
  const refusalFor = (field: RegisterField) => (refusal?.field === field ? refusal.message : undefined);

  return {
    values,
    problems,
    refusalFor,
    formRefusal: refusal && !refusal.field ? refusal.message : null,
    emailCheck: emailCheck.check,
    busy,
    change,
    blur,
    submit,
    bind,
  };
}
