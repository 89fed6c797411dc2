/**
 * Run by scripts/ci/test-deploy.sh after it has stopped the UI-server, nginx still running: a proxied
 * call then gets nginx's own 502 page, which must carry the deployment's security headers like any
 * other reply. Exits non-zero (with the reason) when it does not.
 */
import { request } from 'node:https';
import { consoleCsp } from '../../server/http/security-headers';

const base = process.env.DEPLOY_BASE_URL;
if (!base) throw new Error('DEPLOY_BASE_URL is not set: run through scripts/ci/test-deploy.sh');

const url = new URL('/uiserver/api/v1/account/present', base);
// The certificate is the run's throwaway self-signed one.
request(url, { rejectUnauthorized: false }, (response) => {
  response.resume();
  const faults: string[] = [];
  if (response.statusCode !== 502) faults.push(`status ${response.statusCode}, expected 502`);
  const expected: Record<string, string | RegExp> = {
    'content-security-policy': consoleCsp(),
    'strict-transport-security': /^max-age=\d+; includeSubDomains$/,
    'referrer-policy': 'same-origin',
    'permissions-policy': /camera=\(\)/,
    'cross-origin-opener-policy': 'same-origin',
    'x-content-type-options': 'nosniff',
    'x-robots-tag': 'noindex, nofollow',
  };
  for (const [name, value] of Object.entries(expected)) {
    const got = response.headers[name];
    const ok = typeof got === 'string' && (typeof value === 'string' ? got === value : value.test(got));
    if (!ok) faults.push(`${name}: ${JSON.stringify(got)}`);
  }
  if (faults.length > 0) {
    console.error(`upstream down, ${url.pathname}: ${faults.join('; ')}`);
    process.exitCode = 1;
  } else {
    console.log(`upstream down: nginx's 502 carries every security header`);
  }
})
  .on('error', (err) => {
    console.error(`upstream down, ${url.pathname}: ${err.message}`);
    process.exitCode = 1;
  })
  .end();
