import { HONG_KONG } from '@shop/contract/hong-kong';
import { countryId, email, newPassword, personName, phoneNumber } from '@shop/contract/members/member-fields';
import { GENDERS, type Gender } from '@shop/contract/members/member-limits';
import { fitsAreaCode } from '@shop/contract/phone-number';

/**
 * Register rules, checked in the browser with the contract's own field schemas, so the form
 * refuses exactly what the server would. Each problem names the message the field shows.
 */
export type Problem =
  | 'required'
  | 'email'
  | 'password'
  | 'passwordMatch'
  | 'confirm'
  | 'phone'
  | 'phoneHongKong'
  | 'gender'
  | 'terms'
  | 'code'
  | 'sameAsCurrent';

export interface RegisterValues {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  confirm_password: string;
  phone_number: string;
  country_id: string;
  gender: Gender | '';
  accept_terms: boolean;
  receive_marketing: boolean;
}

export type RegisterField = Exclude<keyof RegisterValues, 'receive_marketing'>;

/** In the order the form shows them, so the first one with a problem gets the focus. */
export const REGISTER_FIELDS: readonly RegisterField[] = [
  'first_name',
  'last_name',
  'email',
  'password',
  'confirm_password',
  'country_id',
  'phone_number',
  'gender',
  'accept_terms',
];

export type Problems<F extends string> = Partial<Record<F, Problem>>;

const blank = (value: string) => value.trim() === '';

export function emailProblem(value: string): Problem | undefined {
  if (blank(value)) return 'required';
  return email.safeParse(value).success ? undefined : 'email';
}

export function passwordProblem(value: string): Problem | undefined {
  if (value === '') return 'required';
  return newPassword.safeParse(value).success ? undefined : 'password';
}

export function confirmProblem(password: string, confirm: string): Problem | undefined {
  if (confirm === '') return 'confirm';
  return confirm === password ? undefined : 'passwordMatch';
}

/** With the area code beside the field, a Hong Kong number is held to Hong Kong's rule (phone-number.ts). */
export function phoneProblem(value: string, areaCode?: string): Problem | undefined {
  if (blank(value)) return 'required';
  const parsed = phoneNumber.safeParse(value);
  if (areaCode === HONG_KONG.areaCode && !(parsed.success && fitsAreaCode(parsed.data, areaCode)))
    return 'phoneHongKong';
  return parsed.success ? undefined : 'phone';
}

const nameProblem = (value: string): Problem | undefined =>
  personName.safeParse(value).success ? undefined : 'required';

/**
 * The problem of one field, given the whole form (confirm_password depends on password) and the
 * calling code of the country chosen (a Hong Kong phone must be a mobile).
 */
export function registerFieldProblem(
  field: RegisterField,
  values: RegisterValues,
  areaCode?: string,
): Problem | undefined {
  switch (field) {
    case 'first_name':
    case 'last_name':
      return nameProblem(values[field]);
    case 'email':
      return emailProblem(values.email);
    case 'password':
      return passwordProblem(values.password);
    case 'confirm_password':
      return confirmProblem(values.password, values.confirm_password);
    case 'phone_number':
      return phoneProblem(values.phone_number, areaCode);
    case 'country_id':
      return countryId.safeParse(values.country_id).success ? undefined : 'required';
    case 'gender':
      return (GENDERS as readonly string[]).includes(values.gender) ? undefined : 'gender';
    case 'accept_terms':
      return values.accept_terms ? undefined : 'terms';
  }
}

export function registerProblems(values: RegisterValues, areaCode?: string): Problems<RegisterField> {
  const problems: Problems<RegisterField> = {};
  for (const field of REGISTER_FIELDS) {
    const problem = registerFieldProblem(field, values, areaCode);
    if (problem) problems[field] = problem;
  }
  return problems;
}

/** The first field with a problem, in the order of the form. */
export function firstProblemField<F extends string>(
  order: readonly F[],
  problems: Problems<F>,
): F | undefined {
  return order.find((field) => problems[field]);
}

export type PasswordField = 'current' | 'password' | 'confirm';

/**
 * A new password and its confirmation, as in register; with `current` given (changing it while
 * signed in), the current one is required and the new one must differ from it.
 */
export function newPasswordProblems(
  { password, confirm }: { password: string; confirm: string },
  current?: string,
): Problems<PasswordField> {
  const problems: Problems<PasswordField> = {
    password: passwordProblem(password),
    confirm: confirmProblem(password, confirm),
  };
  if (current !== undefined) {
    if (current === '') problems.current = 'required';
    else if (!problems.password && password === current) problems.password = 'sameAsCurrent';
  }
  return Object.fromEntries(Object.entries(problems).filter(([, p]) => p)) as Problems<PasswordField>;
}

export const PASSWORD_FIELDS: readonly PasswordField[] = ['current', 'password', 'confirm'];
