/**
 * A console is not a site to be indexed: /robots.txt disallows everything, every page says
 * `noindex` in its markup, and every reply carries `X-Robots-Tag` (the reference server here; the
 * nginx deployment in tests/deploy/headers.spec.ts).
 */
import { expect, test } from '@playwright/test';

test('/robots.txt disallows everything, as text', async ({ request }) => {
  const reply = await request.get('/robots.txt');
  expect(reply.status()).toBe(200);
  expect(reply.headers()['content-type']).toMatch(/^text\/plain/);
  expect(await reply.text()).toMatch(/^User-agent: \*\nDisallow: \/$/m);
});

for (const path of ['/login', '/', '/dashboard', '/about.html']) {
  test(`${path}: noindex in the markup and in the reply's headers`, async ({ request }) => {
    const reply = await request.get(path);
    expect(reply.headers()['x-robots-tag']).toBe('noindex, nofollow');
    expect(await reply.text()).toContain('<meta name="robots" content="noindex, nofollow"');
  });
}
