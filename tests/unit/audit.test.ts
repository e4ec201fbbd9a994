import { describe, expect, it } from 'vitest';
import { auditVerdict } from '../audit/audit.mjs';

const report = (vulnerabilities: Record<string, { name: string; severity: string }>, counts: Record<string, number>) =>
  JSON.stringify({
    auditReportVersion: 2,
    vulnerabilities,
    metadata: { vulnerabilities: { info: 0, low: 0, moderate: 0, high: 0, critical: 0, ...counts } },
  });

describe('the npm audit gate', () => {
  it('passes a report with only low and moderate advisories', () => {
    const verdict = auditVerdict(report({ marked: { name: 'marked', severity: 'moderate' } }, { moderate: 1, low: 2 }));
    expect(verdict.status).toBe('pass');
  });

  it('fails on a high or critical advisory and names the packages', () => {
    const verdict = auditVerdict(
      report(
        { axios: { name: 'axios', severity: 'high' }, dompurify: { name: 'dompurify', severity: 'critical' } },
        { high: 1, critical: 1 },
      ),
    );
    expect(verdict).toMatchObject({ status: 'fail', blocking: ['axios (high)', 'dompurify (critical)'] });
  });

  it('reports an unreachable advisory endpoint as not checked, never as a pass', () => {
    const verdict = auditVerdict(
      JSON.stringify({
        message: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
        statusCode: 405,
      }),
    );
    expect(verdict).toEqual({ status: 'unavailable', reason: expect.stringContaining('405') });
    expect(auditVerdict('').status).toBe('unavailable');
  });
});
