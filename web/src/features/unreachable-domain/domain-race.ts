import { DOMAIN_RACE_MAX_DOMAINS, DOMAIN_RACE_TIMEOUT_MS } from '@app/contract/constants/request';

/** Pings one origin; true when it answered. The signal aborts it when the race is decided. */
export type PingDomain = (origin: string, signal: AbortSignal) => Promise<boolean>;

export interface RaceOptions {
  ping: PingDomain;
  /** The order the domains are tried in (tests pass their own); default a fair random shuffle. */
  shuffle?: (origins: readonly string[]) => string[];
  timeoutMs?: number;
  max?: number;
}

/** Fisher-Yates: every order equally likely, so no domain is favoured when more than 10 are listed. */
export const shuffled = <T>(items: readonly T[]): T[] => {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
};

/**
 * The fastest domain (entry §4, §7, §9): up to 10 shuffled domains are pinged at once, the first that answers
 * wins and the others are aborted; none when all fail or none answers within 10 s.
 */
export const raceDomains = (
  origins: readonly string[],
  {
    ping,
    shuffle = shuffled,
    timeoutMs = DOMAIN_RACE_TIMEOUT_MS,
    max = DOMAIN_RACE_MAX_DOMAINS,
  }: RaceOptions,
): Promise<string | null> => {
  const racing = shuffle(origins).slice(0, max);
  if (racing.length === 0) return Promise.resolve(null);
  const controller = new AbortController();
  return new Promise((resolve) => {
    let pending = racing.length;
    const decide = (winner: string | null) => {
      clearTimeout(timer);
      controller.abort();
      resolve(winner);
    };
    const timer = setTimeout(() => decide(null), timeoutMs);
    for (const origin of racing) {
      void ping(origin, controller.signal)
        .catch(() => false)
        .then((answered) => {
          if (controller.signal.aborted) return;
          if (answered) decide(origin);
          else if (--pending === 0) decide(null);
        });
    }
  });
};
