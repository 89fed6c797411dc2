import { afterEach, describe, expect, it, vi } from 'vitest';
import { vetScriptUrl } from './script-url';

describe('vetScriptUrl', () => {
  it.each(['/uiserver/dev/guide-tool.js', 'https://cdn.guide.example/agent.js'])('accepts %s', (url) => {
    expect(vetScriptUrl(url)).toBe(url);
  });

  it.each([
    '//cdn.guide.example/agent.js',
    '/\\evil.example/x.js',
    'http://cdn.guide.example/agent.js',
    'javascript:alert(1)',
    'data:text/javascript,alert(1)',
    'https:agent.js',
    'agent.js',
    '',
  ])('refuses %s', (url) => {
    expect(vetScriptUrl(url)).toBeNull();
  });
});

describe('guideScriptUrl under Trusted Types', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('makes one console-guide-script policy that passes only the configured url', async () => {
    const made: { name: string; createScriptURL: (input: string) => string }[] = [];
    vi.stubGlobal('trustedTypes', {
      createPolicy(name: string, options: { createScriptURL: (input: string) => string }) {
        const policy = { name, createScriptURL: (input: string) => `trusted:${options.createScriptURL(input)}` };
        made.push(policy);
        return policy;
      },
    });
    vi.resetModules();
    const { guideScriptUrl } = await import('./script-url');
    expect(guideScriptUrl('https://cdn.guide.example/agent.js')).toBe('trusted:https://cdn.guide.example/agent.js');
    expect(made.map((policy) => policy.name)).toEqual(['console-guide-script']);
    // Any other url, through this module or straight through the policy, is refused.
    expect(() => guideScriptUrl('https://evil.example/agent.js')).toThrow(/refused/);
    expect(() => made[0]?.createScriptURL('https://evil.example/agent.js')).toThrow(/refused/);
    expect(() => guideScriptUrl('javascript:alert(1)')).toThrow(/refused/);
    expect(made).toHaveLength(1);
  });
});
