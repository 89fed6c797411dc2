// POST /uiserver/csp-report: Content-Security-Policy violation reports from browsers, in both
// shapes: `report-uri` (application/csp-report, one report) and `report-to` through the
// Reporting-Endpoints header (application/reports+json, a batch). No session is needed (browsers
// send reports without the page's cookies' consent or the XSRF header), the body is small, and the
// answer is always 204. Reports are kept in memory, newest last and bounded, so tests can read them
// back through /uiserver/dev/csp-reports: the end-to-end suite must finish with none.
import type { FastifyInstance } from 'fastify';
import type { CspReport, CspReportLog } from '../../src/generated/types/csp-report-log';

export const CSP_REPORT_PATH = '/uiserver/csp-report';
/** The group name of this endpoint in the Reporting-Endpoints header. */
export const CSP_REPORT_GROUP = 'csp-endpoint';
/** What is kept: a flood of reports cannot grow the process without bound. */
export const CSP_REPORTS_KEPT = 200;
const REPORT_BODY_LIMIT = 32 * 1024;

declare module 'fastify' {
  interface FastifyInstance {
    cspReports: CspReportLog;
  }
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.slice(0, 2048) : '';
}

function lineOf(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// report-uri: {"csp-report": {"document-uri", "effective-directive", "blocked-uri", …}}
function fromCspReport(body: unknown, receivedAt: string): CspReport[] {
  const r = isRecord(body) ? body['csp-report'] : undefined;
  if (!isRecord(r)) return [];
  return [
    {
      directive: text(r['effective-directive']) || text(r['violated-directive']),
      blockedUrl: text(r['blocked-uri']),
      documentUrl: text(r['document-uri']),
      sourceFile: text(r['source-file']),
      line: lineOf(r['line-number']),
      sample: text(r['script-sample']),
      disposition: text(r['disposition']),
      receivedAt,
    },
  ];
}

// report-to: [{"type": "csp-violation", "url", "body": {"effectiveDirective", "blockedURL", …}}, …]
function fromReportsJson(body: unknown, receivedAt: string): CspReport[] {
  if (!Array.isArray(body)) return [];
  return body.flatMap((entry: unknown) => {
    if (!isRecord(entry) || entry.type !== 'csp-violation' || !isRecord(entry.body)) return [];
    const b = entry.body;
    return [
      {
        directive: text(b.effectiveDirective),
        blockedUrl: text(b.blockedURL),
        documentUrl: text(b.documentURL) || text(entry.url),
        sourceFile: text(b.sourceFile),
        line: lineOf(b.lineNumber),
        sample: text(b.sample),
        disposition: text(b.disposition),
        receivedAt,
      },
    ];
  });
}

export function registerCspReportRoutes(app: FastifyInstance): void {
  const log: CspReportLog = { total: 0, reports: [] };
  app.decorate('cspReports', log);

  app.addContentTypeParser(
    ['application/csp-report', 'application/reports+json'],
    { parseAs: 'string', bodyLimit: REPORT_BODY_LIMIT },
    (_request, body, done) => {
      try {
        done(null, JSON.parse(String(body)));
      } catch {
        done(Object.assign(new Error('malformed report'), { statusCode: 400 }), undefined);
      }
    },
  );

  app.post(CSP_REPORT_PATH, { bodyLimit: REPORT_BODY_LIMIT, config: { kind: 'json', xsrf: 'exempt' } }, async (request, reply) => {
    const receivedAt = new Date().toISOString();
    const type = String(request.headers['content-type'] ?? '')
      .split(';')[0]
      ?.trim()
      .toLowerCase();
    const reports =
      type === 'application/csp-report'
        ? fromCspReport(request.body, receivedAt)
        : type === 'application/reports+json'
          ? fromReportsJson(request.body, receivedAt)
          : null;
    if (reports === null) return reply.code(415).send();
    log.total += reports.length;
    log.reports.push(...reports);
    if (log.reports.length > CSP_REPORTS_KEPT) log.reports.splice(0, log.reports.length - CSP_REPORTS_KEPT);
    return reply.code(204).send();
  });
}
