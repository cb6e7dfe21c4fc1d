import { useRef, useState } from 'react';
import { type EmailProblem, emailProblem } from './email-problem.ts';

/**
 * An email field checked on submit (the newsletter, back-in-stock requests): `checked()` answers the
 * trimmed address, or says what is wrong and puts the focus back in the field and answers null.
 */
export function useEmailField(initial = '') {
  const input = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState(initial);
  const [problem, setProblem] = useState<EmailProblem | null>(null);
  const checked = (): string | null => {
    const found = emailProblem(email);
    setProblem(found);
    if (!found) return email.trim();
    input.current?.focus();
    return null;
  };
  return { input, email, setEmail, problem, checked };
}
