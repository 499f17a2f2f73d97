export declare const AUDIT_ARGS: string[];
export declare function auditVerdict(output: string): {
  passed: number;
  failed: number;
  skipped: number;
  notes: string[];
};
