/** CPU each party used during a measure, in % of one core (cpu.mjs). */
export interface CpuUse {
  server: number | null;
  database: number | null;
  generator: number;
  machine: number | null;
  serverMicros: number | null;
}
export declare const CORES: number;
export declare function treeCpu(roots: number[]): Map<number, number>;
export declare function nodeProcessesIn(root: number): number[];
export declare function startCpuMeter(groups?: { server?: number[]; database?: number[] }): () => CpuUse;
export declare function otherWork(cpu: Pick<CpuUse, 'server' | 'database' | 'generator' | 'machine'>): number;
export declare function boundOf(
  cpu: Pick<CpuUse, 'server' | 'database' | 'generator' | 'machine'>,
  options?: { cores?: number; generatorThreads?: number },
): string;
