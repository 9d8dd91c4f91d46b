import { useEffect, useState } from 'react';

/** Seconds left until a server deadline, ticking four times a second; frozen while paused. */
export function useCountdown(deadline: number | null, offsetMs: number, paused: boolean) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (deadline === null || paused) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [deadline, paused]);
  return deadline === null ? 0 : Math.max(0, Math.ceil((deadline - (now + offsetMs)) / 1000));
}
