// @vitest-environment node
// CSP violation reports: both shapes, no session or XSRF needed, bounded, readable by the dev helper.
import { describe, expect, it } from 'vitest';
import { consoleCsp, REPORTING_ENDPOINTS } from '../http/security-headers';
import { sharedTestServer } from '../testing/test-server';
import { CSP_REPORTS_KEPT } from './csp-report';

const server = sharedTestServer();

async function reports(): Promise<{
  total: number;
  reports: { directive: string; blockedUrl: string; documentUrl: string; sample: string }[];
}> {
  return (await server.app.inject({ method: 'GET', url: '/uiserver/dev/csp-reports' })).json();
}

function post(type: string, body: string) {
  return server.app.inject({ method: 'POST', url: '/uiserver/csp-report', headers: { 'content-type': type }, payload: body });
}

describe('CSP reports', () => {
  it('pages carry the CSP with Trusted Types and report-uri, and the Reporting-Endpoints header', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/uiserver/ssologin?TenantID=t1' });
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-security-policy']).toBe(consoleCsp());
    expect(res.headers['reporting-endpoints']).toBe(REPORTING_ENDPOINTS);
    expect(consoleCsp()).toContain("require-trusted-types-for 'script'");
    expect(consoleCsp()).toContain('report-uri /uiserver/csp-report');
  });

  it('takes a report-uri report and a Reporting API batch without session or XSRF header, answering 204', async () => {
    const before = (await reports()).total;
    const one = await post(
      'application/csp-report',
      JSON.stringify({
        'csp-report': {
          'document-uri': 'http://localhost/dashboard',
          'effective-directive': 'script-src-attr',
          'blocked-uri': 'inline',
          'script-sample': 'alert(1)',
        },
      }),
    );
    expect(one.statusCode).toBe(204);
    const batch = await post(
      'application/reports+json',
      JSON.stringify([
        {
          type: 'csp-violation',
          url: 'http://localhost/x',
          body: { effectiveDirective: 'require-trusted-types-for', blockedURL: 'trusted-types-sink', sample: 'Element innerHTML|x' },
        },
        { type: 'deprecation', url: 'http://localhost/x', body: { id: 'x' } },
      ]),
    );
    expect(batch.statusCode).toBe(204);
    const log = await reports();
    expect(log.total).toBe(before + 2);
    expect(log.reports.slice(-2)).toMatchObject([
      { directive: 'script-src-attr', blockedUrl: 'inline', documentUrl: 'http://localhost/dashboard', sample: 'alert(1)' },
      {
        directive: 'require-trusted-types-for',
        blockedUrl: 'trusted-types-sink',
        documentUrl: 'http://localhost/x',
        sample: 'Element innerHTML|x',
      },
    ]);
  });

  it('refuses other types (415), malformed JSON (400) and bodies over 32 KiB (413)', async () => {
    const before = (await reports()).total;
    expect((await post('text/plain', 'x')).statusCode).toBe(415);
    expect((await post('application/csp-report', '{not json')).statusCode).toBe(400);
    const big = JSON.stringify({ 'csp-report': { 'script-sample': 'x'.repeat(40 * 1024) } });
    expect((await post('application/csp-report', big)).statusCode).toBe(413);
    expect((await reports()).total).toBe(before);
  });

  it('keeps only the newest reports, and counts them all', async () => {
    const before = (await reports()).total;
    for (let i = 0; i < CSP_REPORTS_KEPT + 5; i += 1) {
      await post(
        'application/csp-report',
        JSON.stringify({ 'csp-report': { 'effective-directive': 'img-src', 'blocked-uri': `https://x.example/${i}` } }),
      );
    }
    const log = await reports();
    expect(log.total).toBe(before + CSP_REPORTS_KEPT + 5);
    expect(log.reports).toHaveLength(CSP_REPORTS_KEPT);
    expect(log.reports.at(-1)?.blockedUrl).toBe(`https://x.example/${CSP_REPORTS_KEPT + 4}`);
  });
});
