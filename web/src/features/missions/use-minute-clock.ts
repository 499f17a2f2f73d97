import { useEffect, useState } from 'react';

const MINUTE_MS = 60_000;

/** The time now, renewed each minute while shown: what a period's "resets in" is counted from. */
export function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), MINUTE_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}
