/** Wrong admin tokens one client (ipLimitKey) may send per window before every admin call answers 429. */
export const ADMIN_TOKEN_FAILURE_LIMIT = 10;
export const ADMIN_TOKEN_WINDOW_MS = 15 * 60_000;
/** Clients remembered at most (the oldest windows are dropped first), so that the map cannot grow unbounded. */
const MAX_CLIENTS = 10_000;

interface Window {
  start: number;
  failures: number;
}

/**
 * Counts wrong admin tokens per client in a fixed window, in memory: the admin API is one process, and a
 * restart forgetting the counts costs an attacker a restart's worth of guesses against a 32-character token.
 */
export class AdminTokenLimit {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly limit = ADMIN_TOKEN_FAILURE_LIMIT,
    private readonly windowMs = ADMIN_TOKEN_WINDOW_MS,
  ) {}

  private current(key: string, now: number): Window | undefined {
    const w = this.windows.get(key);
    if (w && now - w.start >= this.windowMs) {
      this.windows.delete(key);
      return undefined;
    }
    return w;
  }

  /** True while the client has used up its wrong tokens: even the right token is refused until the window ends. */
  blocked(key: string, now: number): boolean {
    return (this.current(key, now)?.failures ?? 0) >= this.limit;
  }

  fail(key: string, now: number): void {
    const w = this.current(key, now);
    if (w) {
      w.failures += 1;
      return;
    }
    if (this.windows.size >= MAX_CLIENTS) {
      const oldest = this.windows.keys().next().value;
      if (oldest !== undefined) this.windows.delete(oldest);
    }
    this.windows.set(key, { start: now, failures: 1 });
  }
}
