/**
 * deploy/render.sh, run as the install runs it, without nginx: the optional CONSOLE_OTLP_ORIGIN
 * widens the CSP's connect-src by exactly that origin, leaves it as the server's own when unset, and
 * stops the render when it is anything but an https origin (the value lands in a quoted header).
 * The deploy test (scripts/ci/test-deploy.sh) covers the rendered file under a real nginx.
 */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { consoleCsp } from '../../server/http/security-headers';

const REQUIRED = { CONSOLE_SERVER_NAME: 'console.example.com', CONSOLE_TLS_CERT: '/etc/ssl/c.pem', CONSOLE_TLS_KEY: '/etc/ssl/c.key' };

function render(env: Record<string, string> = {}) {
  // Only what the test sets: a CONSOLE_* of the shell running the tests must not leak in.
  const result = spawnSync('bash', ['deploy/render.sh'], {
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', CONSOLE_BROTLI: 'off', ...REQUIRED, ...env },
    encoding: 'utf8',
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** The CSP of the rendered site, with the per-page style-src the server's consoleCsp() has for a linked-stylesheet page. */
function cspOf(conf: string): string {
  const lines = conf.split('\n').filter((line) => line.trim().startsWith('add_header Content-Security-Policy '));
  expect(lines).toHaveLength(1);
  const value = /add_header Content-Security-Policy "([^"]*)" always;/.exec(lines[0]!)?.[1];
  expect(value).toBeDefined();
  return value!.replace('$console_style_src', "style-src 'self'");
}

describe('render.sh: CONSOLE_OTLP_ORIGIN', () => {
  it("unset (or empty): the CSP is the server's own, connect-src 'self' alone", () => {
    const cases: Record<string, string>[] = [
      {},
      { CONSOLE_OTLP_ORIGIN: '' },
      { CONSOLE_CONNECT_EXTRA: " https://evil.example; script-src 'unsafe-inline'" },
    ];
    for (const env of cases) {
      const out = render(env);
      expect(out.stderr, JSON.stringify(env)).toBe('');
      expect(out.status, JSON.stringify(env)).toBe(0);
      expect(cspOf(out.stdout), JSON.stringify(env)).toBe(consoleCsp());
      expect(out.stdout).not.toMatch(/\$\{CONSOLE_[A-Z_]*\}/);
    }
  });

  it.each(['https://collector.example.com', 'https://otel.internal.example.com:4318', 'https://10.0.0.5:443'])(
    'set to %s: connect-src adds that origin and nothing else changes',
    (origin) => {
      const out = render({ CONSOLE_OTLP_ORIGIN: origin });
      expect(out.stderr).toBe('');
      expect(out.status).toBe(0);
      const csp = cspOf(out.stdout);
      expect(csp).toContain(`; connect-src 'self' ${origin}; `);
      expect(csp).toBe(consoleCsp().replace("connect-src 'self';", `connect-src 'self' ${origin};`));
      // Only the header changes: the rest of the site file is what an unset origin renders.
      const without = render().stdout;
      expect(out.stdout.replace(` ${origin};`, ';')).toBe(without);
    },
  );

  it.each([
    'http://collector.example.com',
    'https://collector.example.com/',
    'https://collector.example.com/v1/traces',
    'collector.example.com',
    'https://collector.example.com:',
    'https://collector.example.com:4318/x',
    "https://collector.example.com; script-src 'unsafe-inline'",
    'https://a.example.com https://b.example.com',
    'https://collector.example.com"',
    'https://$host',
    'https://collector.example.com\nadd_header X 1',
    'https://bücher.example',
    'https://user@collector.example.com',
  ])('refuses %j, naming the variable, and renders nothing', (origin) => {
    const out = render({ CONSOLE_OTLP_ORIGIN: origin });
    expect(out.status).toBe(1);
    expect(out.stdout).toBe('');
    expect(out.stderr).toContain('CONSOLE_OTLP_ORIGIN must be an https origin');
  });
});
