import { useCallback, useEffect, useState } from 'react';
import { RESEND_SECONDS, secondsLeft } from './countdown.ts';

/** The resend countdown: `start()` when a code is sent; `remaining` falls to 0 once a second. */
export function useCountdown(duration = RESEND_SECONDS) {
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const remaining = secondsLeft(startedAt, now, duration);
  const running = remaining > 0;

  useEffect(() => {
    if (!running) return;
    // Ticks faster than once a second, so the shown second changes on time whatever the jitter.
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [running]);

  const start = useCallback(() => {
    const at = Date.now();
    setStartedAt(at);
    setNow(at);
  }, []);

  return { remaining, start };
}
