// @vitest-environment node
// The CSP report log the dev helper answers is the one schemas/csp-report-log.schema.json declares,
// which the end-to-end suite also reads it by: both report shapes, with and without a line number.
import { describe, expect, it } from 'vitest';
import validateCspReportLog from '../../src/generated/validators/csp-report-log.js';
import { sharedTestServer } from '../testing/test-server';

const server = sharedTestServer();

function post(type: string, body: unknown) {
  return server.app.inject({
    method: 'POST',
    url: '/uiserver/csp-report',
    headers: { 'content-type': type },
    payload: JSON.stringify(body),
  });
}

describe('CSP report log schema', () => {
  it('holds for an empty log and for reports of both shapes', async () => {
    const empty: unknown = (await server.app.inject({ method: 'GET', url: '/uiserver/dev/csp-reports' })).json();
    expect(validateCspReportLog(empty), JSON.stringify(validateCspReportLog.errors)).toBe(true);

    await post('application/csp-report', {
      'csp-report': { 'violated-directive': 'img-src', 'blocked-uri': 'https://x.example', 'line-number': 7 },
    });
    await post('application/reports+json', [
      { type: 'csp-violation', url: 'http://localhost/a', body: { effectiveDirective: 'script-src-elem' } },
    ]);
    const log: unknown = (await server.app.inject({ method: 'GET', url: '/uiserver/dev/csp-reports' })).json();
    expect(validateCspReportLog(log), JSON.stringify(validateCspReportLog.errors)).toBe(true);
    expect(log).toMatchObject({
      total: 2,
      reports: [
        { directive: 'img-src', line: 7 },
        { directive: 'script-src-elem', line: null, documentUrl: 'http://localhost/a' },
      ],
    });
  });

  it('refuses a log off the shape, so the check above can fail', () => {
    expect(validateCspReportLog({ total: 1, reports: [{ directive: 'img-src' }] })).toBe(false);
    expect(validateCspReportLog({ total: -1, reports: [] })).toBe(false);
  });
});
