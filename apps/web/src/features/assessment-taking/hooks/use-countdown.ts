import { useEffect, useRef, useState } from 'react';
import { remainingMs } from '../lib/clock';

/** Ms left until `deadline` by the server's clock, ticking each second; `onExpire` runs once at zero. */
export function useCountdown(deadline: string | null | undefined, offset: number, onExpire: () => void) {
  const [left, setLeft] = useState(() => remainingMs(deadline, offset));
  const expired = useRef(false);
  const onExpireRef = useRef(onExpire);
  useEffect(() => {
    onExpireRef.current = onExpire;
  }, [onExpire]);
  useEffect(() => {
    expired.current = false;
    const tick = () => {
      const now = remainingMs(deadline, offset);
      setLeft(now);
      if (now === 0 && !expired.current) {
        expired.current = true;
        onExpireRef.current();
      }
    };
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [deadline, offset]);
  return left;
}
