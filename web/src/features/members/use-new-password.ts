import { useState } from 'react';
import {
  firstProblemField,
  newPasswordProblems,
  PASSWORD_FIELDS,
  type PasswordField,
  type Problems,
} from './register-rules.ts';
import { useFieldFocus } from './use-field-focus.ts';

interface NewPasswordValues {
  /** Given only where the shopper is signed in and changes the password. */
  current?: string;
  password: string;
  confirm: string;
}

/**
 * The state of a form that sets a new password (reset by link, change while signed in): what is
 * typed, its problems, and a check on submit that moves focus to the first problem.
 */
export function useNewPassword<V extends NewPasswordValues>(empty: V) {
  const [values, setValues] = useState(empty);
  const [problems, setProblems] = useState<Problems<PasswordField>>({});
  const { bind, focus } = useFieldFocus<PasswordField>();

  const edit = (field: PasswordField, value: string) => setValues((v) => ({ ...v, [field]: value }));

  /** True when every field is right; otherwise shows the problems and focuses the first. */
  const check = () => {
    const found = newPasswordProblems(values, values.current);
    setProblems(found);
    const first = firstProblemField(PASSWORD_FIELDS, found);
    if (first) focus(first);
    return first === undefined;
  };

  /** The new password and its confirmation, for `NewPasswordFields`. */
  const fields = {
    password: values.password,
    confirm: values.confirm,
    problems,
    onChange: edit,
    refs: { password: bind('password'), confirm: bind('confirm') },
  };

  return { values, problems, setProblems, edit, check, bind, focus, reset: () => setValues(empty), fields };
}
