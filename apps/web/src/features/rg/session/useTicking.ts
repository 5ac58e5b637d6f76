import { useEffect, useState } from 'react';

/**
 * The session's elapsed seconds, ticking every second on the device from the server's last answer
 * (`elapsedSeconds` at `answeredAt`, a local time), so the clock needs no call per second.
 */
export function useTickingSeconds(elapsedSeconds: number | undefined, answeredAt: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(id);
  }, []);
  if (elapsedSeconds === undefined) return 0;
  return elapsedSeconds + Math.max(0, Math.floor((now - answeredAt) / 1_000));
}
