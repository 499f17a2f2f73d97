import { describe, expect, it } from 'vitest';
import { boundOf, startCpuMeter, treeCpu } from '../../bench/lib/cpu.mjs';
import {
  ceilingLines,
  percentile,
  sharedMachineLines,
  throughputLines,
  twoProcessLines,
  type Row,
  type Run,
} from '../../bench/lib/throughput-table.mjs';

/** npm run bench's throughput table (bench/lib/server-load.mjs): what bounds a figure, from the CPU each used. */
describe('boundOf', () => {
  const cpu = (server: number, database: number | null, generator: number, machine: number | null) => ({
    server,
    database,
    generator,
    machine,
  });
  it.each([
    [
      'the parties fill the cores',
      cpu(130, 15, 50, 197),
      "CPU-bound: server processes 130% + PostgreSQL 15% + load generator 50% + other processes 2% = 197% of 2 cores' 200%",
    ],
    [
      'other work on the machine fills them',
      cpu(60, null, 20, 199),
      "CPU-bound: server processes 60% + load generator 20% + other processes 119% = 199% of 2 cores' 200%",
    ],
    [
      'off Linux: the parties alone',
      cpu(120, 10, 55, null),
      "CPU-bound: server processes 120% + PostgreSQL 10% + load generator 55% = 185% of 2 cores' 200%",
    ],
    [
      "the generator's one thread is a whole core",
      cpu(60, 5, 97, 163),
      "bounded by the load generator's one thread (97% of a core): server processes 60% + PostgreSQL 5% + load generator 97% + other processes 1% = 163% of 2 cores' 200%",
    ],
    [
      'the cores half idle',
      cpu(50, 30, 20, 100),
      "not CPU-bound (server processes 50% + PostgreSQL 30% + load generator 20% = 100% of 2 cores' 200%): bounded by waiting (the database, the network)",
    ],
  ])('%s', (_, use, line) => {
    expect(boundOf(use, { cores: 2, generatorThreads: 1 })).toBe(line);
  });

  it('does not blame a generator that ran on several threads', () => {
    expect(boundOf(cpu(40, null, 110, 150), { cores: 2, generatorThreads: 2 })).toMatch(/^not CPU-bound/);
  });
});

describe('percentile', () => {
  it.each([
    ['none', [], 99, null],
    ['one', [5], 99, 5],
    ['three, p50', [3, 1, 2], 50, 2],
    ['100 descending', Array.from({ length: 100 }, (_, i) => 100 - i), 99, 99],
    ['1 to 1000', Array.from({ length: 1000 }, (_, i) => i + 1), 99, 990],
  ])('%s', (_, values, p, expected) => {
    expect(percentile(values, p)).toBe(expected);
  });
});

const run = (rps: number, server = 100): Run => ({
  rps,
  p99: 20,
  non2xx: 0,
  errors: 0,
  cpu: { server, database: 10, generator: 50, machine: 195 },
});
const setup = (workers: number, status: number, bare: number): Row => ({
  label: `PostgreSQL, ${workers} process(es)`,
  database: 'postgres',
  workers,
  status: run(status),
  bare: run(bare),
  login: run(40),
});

describe('twoProcessLines', () => {
  it("gives the ratio of 2 processes to 1 beside the bare server's, and what bounds it", () => {
    expect(twoProcessLines([setup(1, 4000, 12000), setup(2, 5000, 15000)], { cores: 2 })).toEqual([
      "status, PostgreSQL, 2 processes / 1 process: 1.25 (BELOW the aim 1.5); the bare server's, 2 processes / 1: 1.25",
      "what bounds status with 2 processes: CPU-bound: server processes 100% + PostgreSQL 10% + load generator 50% + other processes 35% = 195% of 2 cores' 200%",
      'CPU per status request: 1 process server 250 µs + PostgreSQL 25 µs + load generator 125 µs = 400 µs; 2 processes server 200 µs + PostgreSQL 20 µs + load generator 100 µs = 320 µs',
      'at these costs on 2 cores with nothing else running: at most 4,000 req/s with 1 process, 6,250 with 2: 1.56 ×',
      'other work on the machine used 35% and 35% of the 200% during these runs (and a busy machine raises the CPU per request): compare them on an otherwise idle machine',
    ]);
    expect(twoProcessLines([setup(1, 4000, 12000), setup(2, 6000, 15000)], { cores: 2 })[0]).toContain(
      '1.50 (meets the aim 1.5)',
    );
  });

  it.each([
    ['no PostgreSQL', [] as Row[]],
    [
      'a setup that did not run',
      [
        setup(1, 4000, 12000),
        { label: 'PostgreSQL, 2 processes', database: 'postgres', workers: 2, error: 'no WORKERS' } as Row,
      ],
    ],
  ])('says "not measured" with %s', (_, rows) => {
    expect(twoProcessLines(rows, { cores: 2 })).toEqual([
      'status, PostgreSQL, 2 processes / 1 process: not measured',
    ]);
  });
});

describe('ceilingLines', () => {
  const sqlite = (rps: number, server: number): Run => ({
    ...run(rps),
    cpu: { server, database: null, generator: 40, machine: 140 },
  });
  it.each([
    [
      "1 process bounded by its one core, 2 by the cores' sum",
      sqlite(8000, 90),
      sqlite(10000, 150),
      'at most 8,889 req/s with 1 process, 10,526 with 2: 1.18 ×',
    ],
    [
      'PostgreSQL and the generator fill the cores with 1 process already',
      { ...run(1000), cpu: { server: 60, database: 70, generator: 50, machine: 190 } },
      { ...run(1100), cpu: { server: 80, database: 75, generator: 45, machine: 200 } },
      'at most 1,111 req/s with 1 process, 1,100 with 2: 0.99 ×',
    ],
  ])('%s', (_, one, two, ceiling) => {
    const [costs, most] = ceilingLines(one, two, 2);
    expect(costs).toMatch(
      /^CPU per status request: 1 process server [\d,]+ µs \+ .* = [\d,]+ µs; 2 processes server /,
    );
    expect(most).toBe(`at these costs on 2 cores with nothing else running: ${ceiling}`);
  });
});

describe('ceilingLines off Linux', () => {
  it("says nothing without the server processes' CPU", () => {
    const unread: Run = { ...run(1000), cpu: { server: null, database: null, generator: 40, machine: null } };
    expect(ceilingLines(unread, unread, 2)).toEqual([]);
  });
});

describe('sharedMachineLines', () => {
  const used = (server: number, machine: number | null): Run => ({
    ...run(1000),
    cpu: { server, database: 20, generator: 30, machine },
  });
  it.each([
    ['an idle machine', [used(100, 165), used(140, 195)], 0],
    ['off Linux', [used(100, null), used(150, null)], 0],
    ['other work during one run', [used(100, 150), used(120, 195)], 1],
  ])('%s', (_, runs, warnings) => {
    expect(sharedMachineLines(runs, 2)).toHaveLength(warnings);
  });
});

describe('throughputLines', () => {
  it('has a line per run and per setup not measured, with the CPU of each party', () => {
    const lines = throughputLines(
      [
        { ...setup(1, 4000, 12000), label: 'SQLite, 1 process', database: 'sqlite' } as Row,
        { label: 'PostgreSQL, 1 process', database: 'postgres', workers: 1, error: 'not installed' },
      ],
      { cores: 2 },
    );
    expect(lines[1]).toMatch(
      /^setup +call +req\/s +p99 ms +non-2xx +errors +server +PostgreSQL +generator +machine$/,
    );
    expect(lines[2]).toMatch(/^SQLite, 1 process +status +4,000 +20 +0 +0 +100% +10% +50% +195%$/);
    expect(lines[3]).toMatch(/^ +bare +12,000 /);
    expect(lines[4]).toMatch(/^ +login +40\.0 /);
    expect(lines[5]).toMatch(/^PostgreSQL, 1 process +not measured: not installed$/);
    expect(lines.at(-1)).toBe('status, PostgreSQL, 2 processes / 1 process: not measured');
  });
});

describe('startCpuMeter', () => {
  it("counts this process's own CPU as the load generator's, and its tree as a server's", () => {
    expect(treeCpu([process.pid]).has(process.pid)).toBe(true);
    const stop = startCpuMeter({ server: [process.pid] });
    const until = performance.now() + 300;
    while (performance.now() < until); // busy: the meter must see it
    const use = stop();
    expect(use.generator).toBeGreaterThan(20);
    expect(use.server).toBeGreaterThan(0);
  });
});
