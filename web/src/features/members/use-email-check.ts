import { useCallback, useEffect, useRef, useState } from 'react';
import { checkEmail } from './email-check.ts';
import { emailProblem } from './register-rules.ts';

/** The server's words in both languages, so the message follows a language switch. */
export interface Texts {
  en: string;
  zh: string;
}

/**
 * Email check: idle, checking (spinner), available or used. `texts` is null when the check
 * itself failed, which counts as used.
 */
export type EmailCheck =
  | { status: 'idle' }
  | { status: 'checking'; email: string }
  | { status: 'available' | 'used'; email: string; texts: Texts | null };

const IDLE: EmailCheck = { status: 'idle' };

const normalise = (email: string) => email.trim().toLowerCase();

/** Checks an address when the shopper leaves the field, and again on submit if it changed since. */
export function useEmailCheck() {
  const [check, setCheck] = useState<EmailCheck>(IDLE);
  const latest = useRef<EmailCheck>(IDLE);
  const inFlight = useRef<AbortController | null>(null);
  const pending = useRef<Promise<EmailCheck> | null>(null);

  const update = useCallback((next: EmailCheck) => {
    latest.current = next;
    setCheck(next);
  }, []);

  useEffect(() => () => inFlight.current?.abort(), []);

  /** Only a well-formed address is checked; otherwise the result is cleared. */
  const run = useCallback(
    (email: string): Promise<EmailCheck> => {
      const key = normalise(email);
      const known = latest.current;
      if (known.status === 'checking' && known.email === key && pending.current) {
        // A blur and a submit a moment later share one request.
        return pending.current;
      }
      // A check that failed is tried again; an answer for this address stands.
      if (known.status !== 'idle' && known.status !== 'checking' && known.email === key && known.texts) {
        return Promise.resolve(known);
      }
      inFlight.current?.abort();
      if (emailProblem(email)) {
        update(IDLE);
        return Promise.resolve(IDLE);
      }
      const controller = new AbortController();
      inFlight.current = controller;
      update({ status: 'checking', email: key });
      pending.current = checkEmail(email, controller.signal).then(
        (answer) => {
          const next: EmailCheck = !answer
            ? { status: 'used', email: key, texts: null }
            : answer.isUsed
              ? { status: 'used', email: key, texts: { en: answer.err_message, zh: answer.err_message_zh } }
              : { status: 'available', email: key, texts: { en: answer.message, zh: answer.message_zh } };
          update(next);
          return next;
        },
        // Aborted by a newer check or an edit, which report for themselves.
        () => latest.current,
      );
      return pending.current;
    },
    [update],
  );

  /** An edited address is no longer the checked one. */
  const edited = useCallback(
    (email: string) => {
      const known = latest.current;
      if (known.status !== 'idle' && known.email !== normalise(email)) {
        inFlight.current?.abort();
        update(IDLE);
      }
    },
    [update],
  );

  return { check, run, edited };
}
