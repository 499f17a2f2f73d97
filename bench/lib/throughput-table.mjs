// The table of the server's throughput by database and processes (server-load.mjs measures, this writes): for
// each setup its status, bare-server and login runs with requests per second, p99, non-2xx, errors and the CPU each
// party used during the run; then status with 2 processes against 1 on PostgreSQL, and what bounds it.
import { boundOf, CORES, otherWork } from './cpu.mjs';

/** With 2 processes on 2 cores, status throughput should be at least this many times one process's. */
export const TWO_PROCESSES_AIM = 1.5;

/** The `p`th percentile (nearest rank) of some numbers, or null when there are none. */
export function percentile(values, p) {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length))) - 1];
}

const lpad = (s, n) => String(s).padStart(n);
const rate = (n) => (n >= 100 ? Math.round(n).toLocaleString('en-US') : n.toFixed(1));
const pct = (n) => (n === null || n === undefined ? '-' : `${Math.round(n)}%`);
const COLUMNS = [
  ['setup', 26],
  ['call', 8],
  ['req/s', 9],
  ['p99 ms', 8],
  ['non-2xx', 9],
  ['errors', 8],
  ['server', 8],
  ['PostgreSQL', 12],
  ['generator', 11],
  ['machine', 9],
];

const line = (cells) =>
  cells.map((cell, i) => (i < 2 ? String(cell).padEnd(COLUMNS[i][1]) : lpad(cell, COLUMNS[i][1]))).join('');

const runLine = (setup, call, run, note = '') =>
  line([
    setup,
    call,
    rate(run.rps),
    run.p99,
    run.non2xx,
    run.errors,
    pct(run.cpu.server),
    pct(run.cpu.database),
    pct(run.cpu.generator),
    pct(run.cpu.machine),
  ]) + note;

/**
 * The table's lines. `rows`: { label, database ('sqlite' | 'postgres'), workers, status, bare, login } or
 * { label, database, workers, error }; each run { rps, p99, non2xx, errors, cpu } (cpu as cpu.mjs measures it;
 * a login run also { refused }). `generatorThreads`: the threads the load generator ran on.
 */
export function throughputLines(rows, { cores = CORES, generatorThreads = 1 } = {}) {
  const lines = [
    `CPU in % of one core (${cores} cores: ${cores * 100}%) during each run: the server's processes, PostgreSQL's, the load generator (this process), the whole machine (other work too)`,
    line(COLUMNS.map(([name]) => name)),
  ];
  for (const row of rows) {
    if (row.error) {
      lines.push(`${row.label.padEnd(COLUMNS[0][1])}not measured: ${row.error}`);
      continue;
    }
    lines.push(runLine(row.label, 'status', row.status));
    lines.push(runLine('', 'bare', row.bare));
    lines.push(runLine('', 'login', row.login, row.login.refused ? `  (${row.login.refused} refused)` : ''));
  }
  lines.push(...twoProcessLines(rows, { cores, generatorThreads }));
  return lines;
}

/** Status with 2 processes against 1 on PostgreSQL, the bare server's same ratio (the machine's), and the bound. */
export function twoProcessLines(rows, { cores = CORES, generatorThreads = 1 } = {}) {
  const find = (workers) =>
    rows.find((r) => r.database === 'postgres' && r.workers === workers && !r.error && r.status.rps > 0);
  const one = find(1);
  const two = find(2);
  if (!one || !two) return ['status, PostgreSQL, 2 processes / 1 process: not measured'];
  const ratio = two.status.rps / one.status.rps;
  const bare = two.bare.rps / one.bare.rps;
  return [
    `status, PostgreSQL, 2 processes / 1 process: ${ratio.toFixed(2)} (${ratio >= TWO_PROCESSES_AIM ? 'meets' : 'BELOW'} the aim ${TWO_PROCESSES_AIM}); the bare server's, 2 processes / 1: ${bare.toFixed(2)}`,
    `what bounds status with 2 processes: ${boundOf(two.status.cpu, { cores, generatorThreads })}`,
    ...ceilingLines(one.status, two.status, cores),
    ...sharedMachineLines([one.status, two.status], cores),
  ];
}

/** Past this share of the cores used by other work during a run, the figures are of a shared machine. */
const OTHER_WORK_SHARE = 0.1;

/** A warning when other work took a share of the cores during the runs compared. */
export function sharedMachineLines(runs, cores = CORES) {
  const others = runs.map((run) => otherWork(run.cpu));
  if (others.every((other) => other < OTHER_WORK_SHARE * cores * 100)) return [];
  return [
    `other work on the machine used ${others.map((o) => `${Math.round(o)}%`).join(' and ')} of the ${cores * 100}% during these runs (and a busy machine raises the CPU per request): compare them on an otherwise idle machine`,
  ];
}

/** A run's CPU per request, party by party (µs), from the CPU each used (% of a core) and the requests per second. */
function costOf(run) {
  const parts = [
    ['server', run.cpu.server],
    ['PostgreSQL', run.cpu.database],
    ['load generator', run.cpu.generator],
  ]
    .filter(([, percent]) => percent !== null && percent !== undefined)
    .map(([name, percent]) => [name, (percent * 10_000) / run.rps]);
  return { parts, server: parts[0][1], total: parts.reduce((sum, [, micros]) => sum + micros, 0) };
}

/**
 * The CPU per status request with 1 and 2 processes, and the most requests per second that cost allows were
 * nothing else running: a process's server work runs on one core at most, and all the parties' on the cores.
 * A bound at these costs only: on a busy machine the costs themselves grow (fewer requests per wake-up). None
 * without the server's CPU (off Linux).
 */
export function ceilingLines(oneRun, twoRun, cores = CORES) {
  if (oneRun.cpu.server === null || twoRun.cpu.server === null) return []; // off Linux: not measured
  const us = (n) => `${Math.round(n).toLocaleString('en-US')} µs`;
  const one = costOf(oneRun);
  const two = costOf(twoRun);
  const said = (cost) =>
    `${cost.parts.map(([name, micros]) => `${name} ${us(micros)}`).join(' + ')} = ${us(cost.total)}`;
  const ceiling = (cost, processes) =>
    Math.min((Math.min(processes, cores) * 1_000_000) / cost.server, (cores * 1_000_000) / cost.total);
  const oneMost = ceiling(one, 1);
  const twoMost = ceiling(two, 2);
  return [
    `CPU per status request: 1 process ${said(one)}; 2 processes ${said(two)}`,
    `at these costs on ${cores} cores with nothing else running: at most ${rate(oneMost)} req/s with 1 process, ${rate(twoMost)} with 2: ${(twoMost / oneMost).toFixed(2)} ×`,
  ];
}
