// Tiny HTML helpers for the server-rendered stand-in pages. All text goes through escapeHtml.
export function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
}

export type PageTheme = "light" | "dark" | "auto";

// "auto" follows the OS (prefers-color-scheme); "light"/"dark" come from the account or a theme cookie.
// Both palettes keep text contrast above 4.5:1. Inline <style> is allowed by the CSP; scripts are not.
const STYLE = `
:root { color-scheme: light; --bg: #ffffff; --fg: #1f2328; --muted: #59636e; --box: #f6f8fa; --line: #d1d9e0; --link: #0969da; }
:root[data-theme="dark"] { color-scheme: dark; --bg: #0d1117; --fg: #f0f6fc; --muted: #9198a1; --box: #151b23; --line: #3d444d; --link: #4493f8; }
@media (prefers-color-scheme: dark) {
  :root[data-theme="auto"] { color-scheme: dark; --bg: #0d1117; --fg: #f0f6fc; --muted: #9198a1; --box: #151b23; --line: #3d444d; --link: #4493f8; }
}
body { margin: 0; padding: 24px; background: var(--bg); color: var(--fg); font: 14px/1.5 system-ui, -apple-system, "Segoe UI", sans-serif; }
h1 { font-size: 20px; margin: 0 0 8px; }
p { color: var(--muted); margin: 0 0 16px; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 8px 16px; margin: 0; }
dt { font-weight: 600; }
dd { margin: 0; }
code { background: var(--box); border: 1px solid var(--line); border-radius: 4px; padding: 1px 6px; word-break: break-all; }
a { color: var(--link); }
h2 { font-size: 16px; margin: 24px 0 8px; }
ul { margin: 0 0 16px; padding-left: 20px; }
form { display: flex; gap: 8px; align-items: center; margin: 0 0 16px; }
input, button { font: inherit; color: var(--fg); background: var(--box); border: 1px solid var(--line); border-radius: 6px; padding: 4px 8px; }
button { cursor: pointer; }
`;

export function page(opts: { title: string; theme: PageTheme; lang?: string; body: string; scripts?: string[] }): string {
  const scripts = (opts.scripts ?? []).map((src) => `<script src="${escapeHtml(src)}" defer></script>`).join("");
  return `<!doctype html>
<html lang="${escapeHtml(opts.lang ?? "en")}" data-theme="${opts.theme}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(opts.title)}</title>
<style>${STYLE}</style>
${scripts}
</head>
<body>
${opts.body}
</body>
</html>
`;
}
