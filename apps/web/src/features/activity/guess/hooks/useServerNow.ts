import { useEffect, useState } from 'react';
import { serverNow } from '../../../../shared/clock';

/** The server's time, ticking every second while `active`: the questions' countdowns close at its kickoff. */
export function useServerNow(active: boolean): number {
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    if (!active) return;
    setNow(serverNow());
    const timer = setInterval(() => setNow(serverNow()), 1_000);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}
