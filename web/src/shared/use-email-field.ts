import { type FormEvent, useRef, useState } from 'react';
import { type EmailProblem, emailProblem } from './email-problem.ts';

/**
 * An email field checked on submit (the newsletter, back-in-stock requests): `checked()` answers the
 * trimmed address, or says what is wrong and puts the focus back in the field and answers null.
 * `submitTo(busy, send)` is the form's submit: nothing while a send is under way, else `send` gets
 * the checked address.
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
  const submitTo = (busy: boolean, send: (address: string) => Promise<void>) => async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const address = checked();
    if (address !== null) await send(address);
  };
  return { input, email, setEmail, problem, checked, submitTo };
}
