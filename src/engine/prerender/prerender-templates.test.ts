// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../i18n/language';
import { LOGIN_REASONS } from '../leaving/login-reason';
import { prerenderTemplate, prerenderTemplateSelector } from './prerender-templates';

describe('the prerendered templates', () => {
  const kinds = LANGUAGES.flatMap((language) => [null, ...LOGIN_REASONS].map((reason) => ({ language, reason })));
  document.body.innerHTML = kinds
    .map(({ language, reason }) => prerenderTemplate(language, reason, `<p>${language} ${reason}</p>`))
    .join('');

  it.each(kinds)('$language with reason $reason: the selector finds its own template and no other', ({ language, reason }) => {
    const found = document.querySelectorAll<HTMLTemplateElement>(prerenderTemplateSelector(language, reason));
    expect(found).toHaveLength(1);
    expect(found[0]?.content.textContent).toBe(`${language} ${reason}`);
  });
});
