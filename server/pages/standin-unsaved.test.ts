// @vitest-environment node
// The unsaved-input test switches of the stand-in pages (standin-unsaved.ts): `guard`, a page whose
// beforeunload asks while its editor holds text, and `dirty`, a page sending the console's optional
// `dirty` message, which a strict server leaves out as it leaves out every optional message.
import { describe, expect, it } from 'vitest';
import { Client, sharedTestServer } from '../testing/test-server';
import { standinSwitch } from './standin-content';

const reference = sharedTestServer();
const strict = sharedTestServer({ contractMode: 'strict' });

async function admin(server: typeof reference): Promise<Client> {
  const c = new Client(server.app);
  await c.login('admin');
  return c;
}
const scriptsOf = (html: string) => [...html.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1]);

describe('the unsaved-input switches', () => {
  it('are read from the query', () => {
    expect(standinSwitch('standin=guard')).toBe('guard');
    expect(standinSwitch('x=1&standin=dirty')).toBe('dirty');
  });

  it('guard: the editor, its Save and its script, in both modes', async () => {
    for (const server of [reference, strict]) {
      const res = await (await admin(server)).get('/uiserver/legacy/logs/audit-log?standin=guard');
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('id="guard-editor" contenteditable="true"');
      expect(res.body).toContain('id="guard-save"');
      expect(scriptsOf(res.body)).toContain('/uiserver/_standin/unsaved-guard.js');
      const script = await (await admin(server)).get('/uiserver/_standin/unsaved-guard.js');
      expect(script.statusCode).toBe(200);
      expect(script.body).toContain("addEventListener('beforeunload'");
    }
  });

  it('dirty: the script in reference mode only; the page itself in both', async () => {
    const ref = await (await admin(reference)).get('/uiserver/legacy/logs/audit-log?standin=dirty');
    expect(ref.body).toContain('id="say-dirty"');
    expect(scriptsOf(ref.body)).toContain('/uiserver/_standin/dirty-message.js');
    const js = await (await admin(reference)).get('/uiserver/_standin/dirty-message.js');
    expect(js.body).toContain("type: 'dirty'");

    const str = await (await admin(strict)).get('/uiserver/legacy/logs/audit-log?standin=dirty');
    expect(str.statusCode).toBe(200);
    expect(scriptsOf(str.body)).not.toContain('/uiserver/_standin/dirty-message.js');
    // Only a stand-in page answers there: no script.
    const none = await (await admin(strict)).get('/uiserver/_standin/dirty-message.js');
    expect(none.headers['content-type']).not.toMatch(/javascript/);
  });
});
