import type { CpuUse } from './cpu.mjs';

export interface Run {
  rps: number;
  p99: number;
  non2xx: number;
  errors: number;
  cpu: Pick<CpuUse, 'server' | 'database' | 'generator' | 'machine'>;
  refused?: number;
}
interface Setup {
  label: string;
  database: 'sqlite' | 'postgres';
  workers: number;
}
export type Row = (Setup & { status: Run; bare: Run; login: Run }) | (Setup & { error: string });
export declare const TWO_PROCESSES_AIM: number;
export declare function percentile(values: number[], p: number): number | null;
export declare function throughputLines(
  rows: Row[],
  options?: { cores?: number; generatorThreads?: number },
): string[];
export declare function twoProcessLines(
  rows: Row[],
  options?: { cores?: number; generatorThreads?: number },
): string[];
export declare function ceilingLines(oneRun: Run, twoRun: Run, cores?: number): string[];
export declare function sharedMachineLines(runs: Run[], cores?: number): string[];
