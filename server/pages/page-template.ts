// Tiny HTML helpers for the server-rendered stand-in pages. All text goes through escapeHtml.
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

export type PageTheme = 'light' | 'dark' | 'auto';

// An external file because the CSP allows no inline style: the palettes for data-theme light, dark
// and auto (the OS preference).
export const STANDIN_STYLESHEET = '/uiserver/_standin/legacy-page.css';

/**
 * A page. `scripts` run once the page is parsed (defer); `blockingScripts` run where they stand in the
 * head, before the body exists, as a real page's frame-buster does.
 */
export function page(opts: {
  title: string;
  theme: PageTheme;
  lang?: string;
  body: string;
  scripts?: string[];
  blockingScripts?: string[];
}): string {
  const blocking = (opts.blockingScripts ?? []).map((src) => `<script src="${escapeHtml(src)}"></script>`).join('');
  const scripts = (opts.scripts ?? []).map((src) => `<script src="${escapeHtml(src)}" defer></script>`).join('');
  return `<!doctype html>
<html lang="${escapeHtml(opts.lang ?? 'en')}" data-theme="${opts.theme}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(opts.title)}</title>
<link rel="stylesheet" href="${STANDIN_STYLESHEET}">
${blocking}${scripts}
</head>
<body>
${opts.body}
</body>
</html>
`;
}
