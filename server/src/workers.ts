import cluster, { type Worker } from 'node:cluster';

/** The wait before replacing a worker that died, at first and at most. */
export const RESTART_MIN_MS = 1_000;
export const RESTART_MAX_MS = 60_000;
/** A worker that lived this long died of something passing: its replacement waits the least again. */
export const WORKER_STABLE_MS = 60_000;

/**
 * How long to wait before replacing a worker that died after living `livedMs`, given the wait before the last
 * replacement (0: none yet). Deaths in quick succession double the wait (a worker that cannot live must not be
 * forked in a tight loop, each fork costing a start); a death after a stable run starts over.
 */
export function restartDelayMs(livedMs: number, previousDelayMs: number): number {
  if (previousDelayMs === 0 || livedMs >= WORKER_STABLE_MS) return RESTART_MIN_MS;
  return Math.min(previousDelayMs * 2, RESTART_MAX_MS);
}

/** What a worker sends the primary once it listens. */
export const WORKER_LISTENING = 'worker-listening';

const ending = (code: number | null, signal: string | null) =>
  signal ? `signal ${signal}` : `exit code ${code}`;

/**
 * The primary process of WORKERS=N (main.ts): forks N workers that all listen on PORT (the cluster module hands
 * them one socket: the operating system balances, no balancer of ours), calls `onListening` once when every first
 * worker listens, replaces a worker that dies (backing off), forwards SIGINT and SIGTERM and exits when every
 * worker has. A worker that cannot start in the first place (a port in use, say) stops them all: that is a
 * configuration to fix, not something a restart mends.
 */
export function superviseWorkers(count: number, onListening: () => void): void {
  const alive = new Map<Worker, number>();
  const restarts = new Set<NodeJS.Timeout>();
  const listening = new Set<Worker>();
  let started = false;
  let stopping = false;
  let exitCode = 0;
  let delay = 0;

  const fork = () => alive.set(cluster.fork(), Date.now());
  const stop = (signal: NodeJS.Signals, code: number) => {
    exitCode = Math.max(exitCode, code);
    if (stopping) return;
    stopping = true;
    for (const timer of restarts) clearTimeout(timer);
    if (alive.size === 0) process.exit(exitCode);
    for (const worker of alive.keys()) worker.process.kill(signal);
  };

  cluster.on('message', (worker, message) => {
    if (message !== WORKER_LISTENING || started) return;
    listening.add(worker);
    if (listening.size < count) return;
    started = true;
    onListening();
  });
  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (alive.get(worker) ?? Date.now());
    alive.delete(worker);
    if (stopping) {
      if (code !== 0 && !signal) exitCode = 1;
      if (alive.size === 0) process.exit(exitCode);
      return;
    }
    if (!started) {
      console.error(`A worker could not start (${ending(code, signal)}): stopping.`);
      stop('SIGTERM', 1);
      return;
    }
    delay = restartDelayMs(lived, delay);
    console.error(
      `Worker ${worker.process.pid} ended (${ending(code, signal)}); another starts in ${delay / 1000} s.`,
    );
    const timer = setTimeout(() => {
      restarts.delete(timer);
      fork();
    }, delay);
    restarts.add(timer);
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stop(signal, 0));
  for (let i = 0; i < count; i += 1) fork();
}
