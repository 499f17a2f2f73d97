import { useEffect, useState } from 'react';
import { SMS_COUNTDOWN_REFRESH_MS } from '@app/contract/constants/sign-in';

/** Whole seconds left until `expiresAt` (epoch ms), rounded up, never below 0; 0 without a deadline. */
export const secondsLeft = (expiresAt: number | null, now: number): number =>
  expiresAt === null ? 0 : Math.max(0, Math.ceil((expiresAt - now) / 1000));

/**
 * The seconds left until `expiresAt`, refreshed every 0.5 s (SMS_COUNTDOWN_REFRESH_MS) until it reaches 0.
 * Pass null when there is no deadline.
 */
export function useCountdown(expiresAt: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (expiresAt === null) return;
    const tick = () => {
      const t = Date.now();
      setNow(t);
      return t;
    };
    tick();
    const timer = setInterval(() => {
      if (tick() >= expiresAt) clearInterval(timer);
    }, SMS_COUNTDOWN_REFRESH_MS);
    return () => clearInterval(timer);
  }, [expiresAt]);
  return secondsLeft(expiresAt, now);
}
