// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sanitizeHtml } from './sanitize';

describe('sanitizeHtml', () => {
  it('removes scripts, event handlers and javascript: urls', () => {
    const dirty = '<p onclick="steal()">Hi<script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">x</a></p>';
    const clean = sanitizeHtml(dirty);
    expect(clean).not.toMatch(/script|onerror|onclick|javascript:/i);
    expect(clean).toContain('Hi');
  });

  it('keeps links and makes new-window links safe', () => {
    const clean = sanitizeHtml('<a href="https://example.com/x" target="_top">more</a> <a href="/local">here</a>');
    const doc = new DOMParser().parseFromString(String(clean), 'text/html');
    const [outside, local] = [...doc.querySelectorAll('a')];
    expect(outside?.getAttribute('href')).toBe('https://example.com/x');
    expect(outside?.getAttribute('target')).toBe('_blank');
    expect(outside?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(local?.getAttribute('href')).toBe('/local');
    expect(local?.hasAttribute('target')).toBe(false);
  });

  it('drops forms, frames and inline styles', () => {
    const clean = sanitizeHtml('<form action="/x"><input name="p"></form><iframe src="/a"></iframe><b style="position:fixed">b</b>');
    expect(clean).toBe('<b>b</b>');
  });

  it('marks images without a text alternative as decorative and keeps given ones', () => {
    expect(sanitizeHtml('<img src="/a.png">')).toBe('<img src="/a.png" alt="">');
    expect(sanitizeHtml('<img src="/b.png" alt="Chart">')).toBe('<img src="/b.png" alt="Chart">');
  });
});

// Markup a hostile server could send: every way to run script, plus what the browser checks
// against the page's CSP while parsing (event handlers, a base url, inline styles).
const HOSTILE = [
  '<img src=x onerror="alert(1)">',
  '<svg><script>alert(2)</script><a xlink:href="javascript:alert(3)"><text>t</text></a><animate onbegin="alert(4)"/></svg>',
  '<base href="https://evil.example/"><a href="/x">x</a>',
  '<iframe srcdoc="<script>alert(5)</script>"></iframe><object data="javascript:alert(6)"></object>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(7)></style></mglyph></table></mtext></math>',
  '<p style="background:url(javascript:alert(8))" onmouseover="alert(9)">text</p>',
  '<noscript><p title="</noscript><img src=x onerror=alert(10)>"></noscript>',
  '<form><input name="attributes"><button formaction="javascript:alert(11)">b</button></form>',
  '<a"b onclick=alert(12)>odd name</a"b><div id=x on=y>z</div><template><img src=x onerror=alert(13)></template>',
  '<script src="https://evil.example/x.js"></script><scr<script>ipt>alert(14)</script>',
];

describe('sanitizeHtml with hostile markup', () => {
  it.each(HOSTILE)('leaves nothing that runs: %s', (markup) => {
    const clean = String(sanitizeHtml(markup));
    expect(clean).not.toMatch(/<script|<iframe|<object|<base|<style|<form|\son[a-z]*=|javascript:|srcdoc|style=/i);
  });

  it('never hands the browser an event handler, a base url, a style or an HTML string to parse', () => {
    const set: string[] = [];
    const proto = Element.prototype;
    const setAttribute = proto.setAttribute;
    const setAttributeNS = proto.setAttributeNS;
    proto.setAttribute = function (this: Element, name: string, value: string) {
      set.push(`${this.localName}[${name}]`);
      setAttribute.call(this, name, value);
    };
    proto.setAttributeNS = function (this: Element, ns: string | null, name: string, value: string) {
      set.push(`${this.localName}[${name}]`);
      setAttributeNS.call(this, ns, name, value);
    };
    const innerHTML = Object.getOwnPropertyDescriptor(proto, 'innerHTML');
    if (!innerHTML?.set || !innerHTML.get) throw new Error('no innerHTML descriptor');
    const { get, set: setInner } = innerHTML;
    let htmlWrites = 0;
    Object.defineProperty(proto, 'innerHTML', {
      configurable: true,
      get,
      set(value: string) {
        htmlWrites += 1;
        setInner.call(this, value);
      },
    });
    const parseFromString = vi.spyOn(DOMParser.prototype, 'parseFromString');
    try {
      for (const markup of HOSTILE) sanitizeHtml(markup);
    } finally {
      proto.setAttribute = setAttribute;
      proto.setAttributeNS = setAttributeNS;
      Object.defineProperty(proto, 'innerHTML', innerHTML);
      parseFromString.mockRestore();
    }
    expect(set.length).toBeGreaterThan(0);
    expect(set.filter((entry) => /\[on|\[style\]|^base\[|^script\[|srcdoc/i.test(entry))).toEqual([]);
    expect(htmlWrites).toBe(0);
    expect(parseFromString).not.toHaveBeenCalled();
  });
});

describe('sanitizeHtml under Trusted Types', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('returns TrustedHTML made by the console-markup policy, whose only function is the sanitiser', async () => {
    class FakeTrustedHTML {
      constructor(readonly value: string) {}
    }
    const policies = new Map<string, { createHTML: (input: string) => FakeTrustedHTML }>();
    vi.stubGlobal('trustedTypes', {
      createPolicy(name: string, options: { createHTML: (input: string) => string }) {
        if (policies.has(name)) throw new TypeError('duplicate policy');
        const policy = { createHTML: (input: string) => new FakeTrustedHTML(options.createHTML(input)) };
        policies.set(name, policy);
        return policy;
      },
      getAttributeType: (_tag: string, attribute: string) => (/^on/i.test(attribute) ? 'TrustedScript' : null),
    });
    vi.resetModules();
    const fresh = await import('./sanitize');
    const result = fresh.sanitizeHtml('<b onclick="x()">hi</b><script>alert(1)</script>');
    expect(result).toBeInstanceOf(FakeTrustedHTML);
    expect((result as unknown as FakeTrustedHTML).value).toBe('<b>hi</b>');
    expect([...policies.keys()]).toEqual(['console-markup']);
    // Whoever reaches the policy gets clean markup, never the string they passed.
    expect(policies.get('console-markup')?.createHTML('<img src=x onerror=alert(1)>').value).toBe('<img src="x" alt="">');
    // One policy per page: a second call reuses it.
    fresh.sanitizeHtml('<i>again</i>');
    expect(policies.size).toBe(1);
  });
});
