/**
 * The CSP violation reports the reference server received (POST /uiserver/csp-report, read back
 * through the dev helper). The whole suite must end with none: csp-teardown.ts fails the run
 * otherwise. The one exception is the deliberate Trusted Types violation security-csp.spec.ts
 * raises to prove that violations are enforced and reported; its sample carries this marker.
 */
import type { APIRequestContext } from '@playwright/test';

export const CSP_REPORTS_URL = '/uiserver/dev/csp-reports';
export const EXPECTED_VIOLATION_MARKER = 'csp-probe-expected';

export interface CspReport {
  directive: string;
  blockedUrl: string;
  documentUrl: string;
  sourceFile: string;
  line: number | null;
  sample: string;
  disposition: string;
  receivedAt: string;
}

export interface CspReportLog {
  total: number;
  reports: CspReport[];
}

export function isExpectedViolation(report: CspReport): boolean {
  return report.sample.includes(EXPECTED_VIOLATION_MARKER);
}

/** The unexpected reports so far, and how many there were in all (the server keeps the newest). */
export function unexpectedReports(log: CspReportLog): { count: number; reports: CspReport[] } {
  const expected = log.reports.filter(isExpectedViolation).length;
  return { count: log.total - expected, reports: log.reports.filter((report) => !isExpectedViolation(report)) };
}

export async function readCspReports(request: APIRequestContext, baseURL: string): Promise<CspReportLog> {
  const response = await request.get(new URL(CSP_REPORTS_URL, baseURL).href);
  if (!response.ok()) throw new Error(`${CSP_REPORTS_URL} answered ${response.status()}`);
  return (await response.json()) as CspReportLog;
}

export function describeReports(reports: readonly CspReport[]): string {
  return reports
    .map(
      (r) =>
        `- ${r.directive} blocked ${r.blockedUrl || '(inline)'} on ${r.documentUrl}${r.sample ? ` sample "${r.sample}"` : ''}${r.sourceFile ? ` at ${r.sourceFile}:${r.line ?? '?'}` : ''}`,
    )
    .join('\n');
}
