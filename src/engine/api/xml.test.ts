import { describe, expect, it } from 'vitest';
import { decodeReferences, decodeXml } from './xml';

const PERMS = 'response.resultinfo.perms.perm';

function value(text: string, hints = {}): Record<string, unknown> {
  const decoded = decodeXml(text, hints);
  if (!decoded.ok) throw new Error(`expected success, got ${decoded.error.reason}: ${decoded.error.detail}`);
  return decoded.value;
}

describe('decodeXml', () => {
  it('keeps a one-element list as an array', () => {
    const doc = value('<response><resultinfo><perms><perm>REPORT</perm></perms></resultinfo></response>', { arrays: [PERMS] });
    expect(doc).toEqual({ response: { resultinfo: { perms: { perm: ['REPORT'] } } } });
  });

  it('keeps many elements as an array and an empty list as an empty array', () => {
    const many = value('<response><resultinfo><perms><perm>A</perm><perm>B:read</perm></perms></resultinfo></response>', {
      arrays: [PERMS],
    });
    expect(many).toEqual({ response: { resultinfo: { perms: { perm: ['A', 'B:read'] } } } });
    const none = value('<response><resultinfo><perms/></resultinfo></response>', { arrays: [PERMS] });
    expect(none).toEqual({ response: { resultinfo: { perms: { perm: [] } } } });
  });

  it('leaves a list absent when its container is absent', () => {
    expect(value('<response><resultinfo/></response>', { arrays: [PERMS] })).toEqual({ response: { resultinfo: '' } });
  });

  it('turns empty container elements into objects only where asked', () => {
    const doc = value('<response><resultinfo/><other/></response>', { objects: ['response.resultinfo'] });
    expect(doc).toEqual({ response: { resultinfo: {}, other: '' } });
  });

  it('keeps every value as text', () => {
    const doc = value('<r><name>00123</name><guid>1E2A3B4C-0000-0000-0000-000000000001</guid><n>1e5</n><b>true</b><t>  padded  </t></r>');
    expect(doc).toEqual({
      r: { name: '00123', guid: '1E2A3B4C-0000-0000-0000-000000000001', n: '1e5', b: 'true', t: 'padded' },
    });
  });

  it('decodes the five XML escapes and character references, once', () => {
    const doc = value('<r><a>R&amp;D &lt;x&gt; &quot;q&quot; &apos;s&apos;</a><b>&amp;lt;</b><c>&#38;&#x41;&#12354;</c></r>');
    expect(doc).toEqual({ r: { a: 'R&D <x> "q" \'s\'', b: '&lt;', c: '&Aあ' } });
  });

  it('leaves unknown and invalid references as they are', () => {
    expect(decodeReferences('&nbsp; &#0; &#xD800; &#x110000;')).toBe('&nbsp; &#0; &#xD800; &#x110000;');
  });

  it('drops the XML declaration', () => {
    expect(value('<?xml version="1.0" encoding="UTF-8"?><r><a>1</a></r>')).toEqual({ r: { a: '1' } });
  });

  it('reports malformed documents as typed errors', () => {
    for (const text of ['<response><a>x</response>', '<response><a>x</a>', '<a>1</a><b>2</b>', '<r>x & y</r>', 'plain text']) {
      const decoded = decodeXml(text);
      expect(decoded.ok, text).toBe(false);
      if (!decoded.ok) expect(decoded.error.reason).toBe('malformed');
    }
  });

  it('reports an empty body as its own error', () => {
    const decoded = decodeXml('  \n ');
    expect(decoded).toEqual({ ok: false, error: { reason: 'empty', detail: expect.any(String) } });
  });

  it('refuses prototype-polluting element names without throwing', () => {
    const decoded = decodeXml('<response><__proto__><polluted>1</polluted></__proto__></response>');
    expect(decoded.ok).toBe(false);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses a DOCTYPE with entity declarations (billion laughs) quickly and without expanding it', () => {
    const levels = Array.from({ length: 9 }, (_, i) => {
      const ref = i === 0 ? 'lol' : `lol${i - 1}`;
      return `<!ENTITY lol${i} "${`&${ref};`.repeat(10)}">`;
    }).join('');
    const bomb = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol">${levels}]><response><a>&lol8;</a></response>`;
    const started = performance.now();
    const decoded = decodeXml(bomb);
    expect(performance.now() - started).toBeLessThan(500);
    expect(decoded.ok).toBe(false);
    if (!decoded.ok) expect(decoded.error.reason).toBe('doctype');
  });

  it('refuses a DOCTYPE with an external entity', () => {
    const decoded = decodeXml('<!DOCTYPE r [<!ENTITY x SYSTEM "file:///etc/passwd">]><r>&x;</r>');
    expect(decoded.ok).toBe(false);
    expect(JSON.stringify(decoded)).not.toContain('root:');
  });
  it('reads mixed text, CDATA, comments and repeated elements the way the replies need', () => {
    expect(value('<r>lead<a>1</a>tail</r>')).toEqual({ r: { '#text': 'leadtail', a: '1' } });
    expect(value('<r><![CDATA[<b>&amp;</b>]]></r>')).toEqual({ r: '<b>&amp;</b>' });
    expect(value('<r>  <!-- note -->  x  <?pi y?> </r>')).toEqual({ r: 'x' });
    expect(value('<r><a>1</a><a>2</a><a><b>3</b></a></r>')).toEqual({ r: { a: ['1', '2', { b: '3' }] } });
    expect(value('\uFEFF<?xml version="1.0"?>\n<!-- lead --><r>\n  <a> 1 </a>\n</r>\n<!-- trail -->\n')).toEqual({ r: { a: '1' } });
  });

  it('checks attributes for form and leaves them out of the value', () => {
    expect(value('<r a="1" b=\'2\'><p:x xmlns:p="urn:x" y="&amp;"/></r>')).toEqual({ r: { 'p:x': '' } });
    for (const text of ['<r a="1" a="2"/>', '<r a=1/>', '<r a/>', '<r a="x<y"/>', '<r a="x & y"/>', '<r a="1"b="2"/>']) {
      const decoded = decodeXml(text);
      expect(decoded.ok ? 'accepted' : decoded.error.reason, text).toBe('malformed');
    }
  });

  it('refuses what is not well formed and says where', () => {
    for (const text of [
      '<r/> trailing',
      '<r><a></b></r>',
      '<1r/>',
      '<r>< a/></r>',
      '<r>&#;</r>',
      ' <?xml version="1.0"?><r/>',
      '<r><!-- open</r>',
    ]) {
      const decoded = decodeXml(text);
      expect(decoded.ok ? 'accepted' : decoded.error.reason, text).toBe('malformed');
    }
    expect(decodeXml('<r>\n<a>x</b></r>')).toEqual({
      ok: false,
      error: { reason: 'malformed', detail: '</b> closes <a> (line 2, column 5)' },
    });
  });

  it('refuses a DOCTYPE wherever it stands, and nesting deeper than any reply', () => {
    for (const text of ['<!DOCTYPE r><r/>', '<r><!DOCTYPE r></r>', '<r/><!DOCTYPE r>']) {
      const decoded = decodeXml(text);
      expect(decoded.ok ? 'accepted' : decoded.error.reason, text).toBe('doctype');
    }
    const deep = `${'<a>'.repeat(5000)}${'</a>'.repeat(5000)}`;
    const decoded = decodeXml(deep);
    expect(decoded.ok ? 'accepted' : decoded.error.reason).toBe('malformed');
    expect(value(`${'<a>'.repeat(50)}x${'</a>'.repeat(50)}`)).toHaveProperty('a');
  });
});
