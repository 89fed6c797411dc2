// @vitest-environment node
// The heavy stand-in page, `standin=rows-N` (standin-content.ts): a table of N rows, capped, for the
// kept pages' memory bench (bench/bench-kept-pages.ts). The other switches are tested beside
// standin-frame-escapes.ts and in pages.test.ts.
import { describe, expect, it } from 'vitest';
import { Client, sharedTestServer } from '../testing/test-server';
import { MAX_ROWS, standinRows, standinSwitch } from './standin-content';

const server = sharedTestServer();

async function admin(): Promise<Client> {
  const c = new Client(server.app);
  await c.login('admin');
  return c;
}

const bodyRows = (html: string): number => /<tbody>([\s\S]*?)<\/tbody>/.exec(html)?.[1]?.match(/<tr>/g)?.length ?? 0;

describe('standinRows', () => {
  it('reads rows-N from the standin switch, capped at MAX_ROWS; anything else is none', () => {
    expect(standinRows('standin=rows-5000')).toBe(5000);
    expect(standinRows('a=1&standin=rows-1')).toBe(1);
    expect(standinRows(`standin=rows-${MAX_ROWS + 1}`)).toBe(MAX_ROWS);
    expect(standinRows('standin=rows-999999999')).toBe(MAX_ROWS);
    for (const query of [
      '',
      'standin=rows',
      'standin=rows-',
      'standin=rows--5',
      'standin=rows-1e3',
      'standin=rows-5x',
      'rows=5000',
      'standin=fail',
    ]) {
      expect(standinRows(query), query).toBe(0);
    }
    // Not one of the switches the server acts on itself.
    expect(standinSwitch('standin=rows-5000')).toBeNull();
  });
});

describe('standin=rows-N', () => {
  it('renders a table of N rows after the usual page', async () => {
    const res = await (await admin()).get('/uiserver/legacy/logs/mail-tracking?standin=rows-5000');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<h1>Mail tracking</h1>');
    expect(res.body).toContain('data-testid="standin-save"');
    expect(res.body).toContain('<table data-testid="standin-rows">');
    expect(res.body).toContain('<caption>5,000 rows</caption>');
    expect(bodyRows(res.body)).toBe(5000);
    expect(res.body).toContain('<tr><td>5000</td>');
    expect(res.body.indexOf('standin-rows')).toBeLessThan(res.body.indexOf('data-testid="standin-bottom"'));
  });

  it('caps N, and leaves pages without the switch (or with rows-0) as they were', async () => {
    const c = await admin();
    expect(bodyRows((await c.get(`/uiserver/legacy/logs/audit-log?standin=rows-${MAX_ROWS * 5}`)).body)).toBe(MAX_ROWS);
    for (const query of ['', '?standin=rows-0', '?rows=5000']) {
      const res = await c.get(`/uiserver/legacy/logs/audit-log${query}`);
      expect(res.statusCode, query).toBe(200);
      expect(res.body, query).not.toContain('standin-rows');
    }
  });

  it('needs a session, like every stand-in', async () => {
    const res = await new Client(server.app).get('/uiserver/legacy/logs/audit-log?standin=rows-5000');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/login');
  });
});
