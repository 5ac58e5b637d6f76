import { useEffect, useState } from 'react';

/**
 * Seconds left until a code may be sent again. Counted against an end time rather than by
 * decrementing, so a throttled background tab still shows the right number when it returns.
 */
export function useCountdown(): { seconds: number; start: (seconds: number) => void } {
  const [endsAt, setEndsAt] = useState(0);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (endsAt <= Date.now()) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= endsAt) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [endsAt]);

  const start = (seconds: number) => {
    const current = Date.now();
    setNow(current);
    setEndsAt(current + Math.max(0, seconds) * 1000);
  };

  return { seconds: Math.max(0, Math.ceil((endsAt - now) / 1000)), start };
}
