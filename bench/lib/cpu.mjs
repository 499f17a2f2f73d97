// Who used the cores while a load figure was taken, as Linux accounts it (/proc, proc(5)): the server's processes
// (a cluster's workers with their primary), PostgreSQL's (its backends with the postmaster), this process (the load
// generator: autocannon and the login clients run in it) and the whole machine (other work on a shared machine). A
// figure of 2 processes on 2 cores means little without them: the generator shares the cores.
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';

/** The cores the figures share. */
export const CORES = availableParallelism();

/** /proc counts CPU time in clock ticks of 10 ms (USER_HZ is 100 on Linux). */
const TICK_MICROS = 10_000;

/** A process's stat fields after its name ("pid (name) state ppid …"), or null when it is gone or off Linux. */
function statOf(pid) {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return text.slice(text.lastIndexOf(') ') + 2).split(' ');
  } catch {
    return null;
  }
}

/** utime + stime (fields 14 and 15 of proc(5): the 12th and 13th after the name), all threads, in µs. */
const cpuOfStat = (fields) => (Number(fields[11]) + Number(fields[12])) * TICK_MICROS;

/** The processes `roots` and all their descendants, each pid with the CPU time it has used (µs). */
export function treeCpu(roots) {
  const parent = new Map();
  const cpu = new Map();
  if (!roots.length) return cpu;
  let names = [];
  try {
    names = readdirSync('/proc');
  } catch {
    return cpu;
  }
  for (const name of names) {
    if (!/^\d+$/.test(name)) continue;
    const fields = statOf(name);
    if (!fields) continue;
    parent.set(Number(name), Number(fields[1]));
    cpu.set(Number(name), cpuOfStat(fields));
  }
  const rooted = new Set(roots);
  const inTree = (pid) => {
    for (let p = pid; p > 1; p = parent.get(p) ?? 0) if (rooted.has(p)) return true;
    return false;
  };
  return new Map([...cpu].filter(([pid]) => inTree(pid)));
}

/** The Node processes (this Node's binary) among `root` and its descendants: a cluster's primary and workers. */
export function nodeProcessesIn(root) {
  return [...treeCpu([root]).keys()].filter((pid) => {
    try {
      return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')[0] === process.execPath;
    } catch {
      return false;
    }
  });
}

/** The machine's busy and total clock ticks over all cores (first line of /proc/stat), or null. */
function machineTicks() {
  try {
    const [user, nice, system, idle, iowait, irq, softirq, steal] = readFileSync('/proc/stat', 'utf8')
      .split('\n')[0]
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    const busy = user + nice + system + irq + softirq + steal;
    return { busy, total: busy + idle + iowait };
  } catch {
    return null;
  }
}

/** CPU µs a tree used between two readings: a process started meanwhile counts from 0. */
const treeDelta = (before, after) =>
  [...after].reduce((sum, [pid, micros]) => sum + micros - (before.get(pid) ?? 0), 0);

/**
 * Starts measuring; the function it answers ends the measure and resolves the CPU each party used meanwhile, in %
 * of one core (200 = both of 2 cores): `server` and `database` (process trees, null when not given or off Linux),
 * `generator` (this process, all its threads), `machine` (all processes, null off Linux), and `serverMicros` (for
 * the CPU per request).
 */
export function startCpuMeter({ server = [], database = [] } = {}) {
  const at = performance.now();
  const self = process.cpuUsage();
  const machine = machineTicks();
  const serverBefore = treeCpu(server);
  const databaseBefore = treeCpu(database);
  return () => {
    const serverAfter = treeCpu(server);
    const databaseAfter = treeCpu(database);
    const machineAfter = machineTicks();
    const used = process.cpuUsage(self);
    const wallMicros = (performance.now() - at) * 1000;
    const percent = (micros) => (100 * micros) / wallMicros;
    const serverMicros = serverAfter.size ? treeDelta(serverBefore, serverAfter) : null;
    return {
      server: serverMicros === null ? null : percent(serverMicros),
      database: databaseAfter.size ? percent(treeDelta(databaseBefore, databaseAfter)) : null,
      generator: percent(used.user + used.system),
      machine:
        machine && machineAfter && machineAfter.total > machine.total
          ? (100 * CORES * (machineAfter.busy - machine.busy)) / (machineAfter.total - machine.total)
          : null,
      serverMicros,
    };
  };
}

/** The CPU that other processes than the parties used during a run (% of one core; 0 when unknown). */
export const otherWork = (cpu) =>
  cpu.machine === null
    ? 0
    : Math.max(0, cpu.machine - (cpu.server ?? 0) - (cpu.database ?? 0) - cpu.generator);

/** Past this share of the cores' time in use, a throughput is taken as bounded by the CPU. */
const CPU_BOUND_SHARE = 0.9;

/**
 * What bounds a throughput, from the CPU each party used during its run (% of one core; `cpu` as startCpuMeter
 * resolves it): one line. The cores when they were (nearly) all in use, counted from the machine's total (which
 * includes other work on a shared machine) or, off Linux, from the parties' sum; else the load generator when its
 * one thread was (nearly) a whole core; else not the CPU.
 */
export function boundOf(cpu, { cores = CORES, generatorThreads = 1 } = {}) {
  const pct = (n) => `${Math.round(n)}%`;
  const other = otherWork(cpu);
  const total = (cpu.server ?? 0) + (cpu.database ?? 0) + cpu.generator + other;
  const capacity = cores * 100;
  const parts = [
    `server processes ${pct(cpu.server ?? 0)}`,
    ...(cpu.database === null ? [] : [`PostgreSQL ${pct(cpu.database)}`]),
    `load generator ${pct(cpu.generator)}`,
    ...(other >= 1 ? [`other processes ${pct(other)}`] : []),
  ];
  const sum = `${parts.join(' + ')} = ${pct(total)} of ${cores} cores' ${capacity}%`;
  if (total >= CPU_BOUND_SHARE * capacity) return `CPU-bound: ${sum}`;
  if (generatorThreads === 1 && cpu.generator >= CPU_BOUND_SHARE * 100)
    return `bounded by the load generator's one thread (${pct(cpu.generator)} of a core): ${sum}`;
  return `not CPU-bound (${sum}): bounded by waiting (the database, the network)`;
}
