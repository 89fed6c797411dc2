/**
 * The CSP violation reports the reference server received (POST /uiserver/csp-report, read back
 * through the dev helper). The whole suite must end with none: csp-teardown.ts fails the run
 * otherwise. The exceptions are the deliberate violations some specs raise (a Trusted Types
 * violation proving that violations are enforced and reported, a framed page sent to another site):
 * their sample or blocked url carries this marker.
 */
import type { APIRequestContext } from '@playwright/test';
import type { CspReport, CspReportLog } from '../../../src/generated/types/csp-report-log';
import validateCspReportLog from '../../../src/generated/validators/csp-report-log.js';

export const CSP_REPORTS_URL = '/uiserver/dev/csp-reports';
export const EXPECTED_VIOLATION_MARKER = 'csp-probe-expected';

/**
 * The host of the reference server's vendor-site stand-in (/uiserver/dev/vendor-site): a framed
 * page sent there is refused by the console's frame-src, meant by the specs that send it.
 */
export const VENDOR_HOST = 'vendor.localhost';

function blockedHost(report: CspReport): string | null {
  try {
    return new URL(report.blockedUrl).hostname;
  } catch {
    return null;
  }
}

export function isExpectedViolation(report: CspReport): boolean {
  // A refused sink carries the marker in its sample; a refused frame navigation is reported with
  // the blocked origin alone, the vendor stand-in's.
  return report.sample.includes(EXPECTED_VIOLATION_MARKER) || (report.directive === 'frame-src' && blockedHost(report) === VENDOR_HOST);
}

/** The unexpected reports so far, and how many there were in all (the server keeps the newest). */
export function unexpectedReports(log: CspReportLog): { count: number; reports: CspReport[] } {
  const expected = log.reports.filter(isExpectedViolation).length;
  return { count: log.total - expected, reports: log.reports.filter((report) => !isExpectedViolation(report)) };
}

export async function readCspReports(request: APIRequestContext, baseURL: string): Promise<CspReportLog> {
  const response = await request.get(new URL(CSP_REPORTS_URL, baseURL).href);
  if (!response.ok()) throw new Error(`${CSP_REPORTS_URL} answered ${response.status()}`);
  const log: unknown = await response.json();
  // The server and this reader share the schema; a reply off it would make every count below meaningless.
  if (!validateCspReportLog(log))
    throw new Error(`${CSP_REPORTS_URL} answered off its schema: ${JSON.stringify(validateCspReportLog.errors)}`);
  return log as CspReportLog;
}

export function describeReports(reports: readonly CspReport[]): string {
  return reports
    .map(
      (r) =>
        `- ${r.directive} blocked ${r.blockedUrl || '(inline)'} on ${r.documentUrl}${r.sample ? ` sample "${r.sample}"` : ''}${r.sourceFile ? ` at ${r.sourceFile}:${r.line ?? '?'}` : ''}`,
    )
    .join('\n');
}
