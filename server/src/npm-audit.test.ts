import { describe, expect, it } from 'vitest';
import { AUDIT_ARGS, auditVerdict } from '../../scripts/lib/npm-audit.mjs';

const report = (counts: Record<string, number>, vulnerabilities: Record<string, { severity: string }> = {}) =>
  JSON.stringify({
    auditReportVersion: 2,
    vulnerabilities,
    metadata: { vulnerabilities: { info: 0, low: 0, moderate: 0, high: 0, critical: 0, ...counts } },
  });

describe('the npm audit suite of npm test', () => {
  it('audits the production dependencies only, failing from high', () => {
    expect(AUDIT_ARGS).toEqual(
      expect.arrayContaining(['audit', '--omit=dev', '--audit-level=high', '--json']),
    );
  });

  it.each([
    ['no finding', report({}), { passed: 1, failed: 0, skipped: 0 }],
    ['moderate and low only', report({ moderate: 2, low: 1 }), { passed: 1, failed: 0, skipped: 0 }],
    [
      'a high one',
      report({ high: 1 }, { 'some-lib': { severity: 'high' }, other: { severity: 'low' } }),
      { passed: 0, failed: 1, skipped: 0 },
    ],
    [
      'a critical one',
      report({ critical: 1 }, { x: { severity: 'critical' } }),
      { passed: 0, failed: 1, skipped: 0 },
    ],
    // A registry mirror without the advisories endpoint, or no network: skipped with a warning, not failed.
    [
      'the endpoint refusing',
      JSON.stringify({
        message: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
      }),
      { passed: 0, failed: 0, skipped: 1 },
    ],
    ['no JSON at all', 'npm error network ENOTFOUND', { passed: 0, failed: 0, skipped: 1 }],
  ])('%s', (_name, output, counts) => {
    expect(auditVerdict(output)).toMatchObject(counts);
  });

  it('names the failing packages and says clearly when nothing was audited', () => {
    expect(auditVerdict(report({ high: 1 }, { 'some-lib': { severity: 'high' } })).notes).toEqual([
      '1 high or critical: some-lib (high)',
    ]);
    expect(auditVerdict('').notes[0]).toMatch(/^WARNING: dependencies not audited/);
  });
});
