import { useState } from 'react';
import { apiErrorMessage } from './api-error-message.ts';

/**
 * A form's refusal by the server, for its FormAlert. `attempt(call)` clears the last one, runs the
 * call and, if it throws, shows why. `clear()` is for a try that stops before the call (a field to
 * fix), so an old refusal does not stay beside it.
 */
export function useRefusal() {
  const [refusal, setRefusal] = useState<string | null>(null);
  const attempt = async (call: () => Promise<unknown>) => {
    setRefusal(null);
    try {
      await call();
    } catch (error) {
      setRefusal(apiErrorMessage(error));
    }
  };
  return { refusal, attempt, clear: () => setRefusal(null) };
}
