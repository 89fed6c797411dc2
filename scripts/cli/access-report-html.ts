/** The access report as a page of its own, with its style sheet: docs/access-report.html. */
import { LANGUAGES, refusalGroups, type AccessReport } from '../../src/engine/access/access-report-model';
import type { RoutePlacement } from '../../src/engine/access/route-placement';
import {
  cellText,
  INTRO,
  LANGUAGE_NAMES,
  LEGEND,
  REAUTH_LEGEND,
  REAUTH_MARK,
  WHY_HEADING,
  WHY_INTRO,
  WHY_POINTER,
} from './access-report-text';

function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
}

function inlineCode(text: string): string {
  return escapeHtml(text).replace(/`([^`]+)`/g, '<code>$1</code>');
}

const STYLE = `
:root { color-scheme: light dark; --fg: #1f2328; --muted: #59636e; --bg: #ffffff; --head: #f6f8fa; --line: #d1d9e0;
  --menu: #dafbe1; --panel: #ddf4ff; --open: #fff8c5; --refused: #ffebe9; }
@media (prefers-color-scheme: dark) {
  :root { --fg: #f0f6fc; --muted: #9198a1; --bg: #0d1117; --head: #151b23; --line: #3d444d;
    --menu: #12361f; --panel: #0c2d48; --open: #3b2e00; --refused: #3c1618; }
}
body { margin: 24px; font: 14px/1.5 system-ui, sans-serif; color: var(--fg); background: var(--bg); }
p, li { max-width: 72em; }
code { font-size: 12px; }
table { border-collapse: collapse; margin: 12px 0 24px; }
th, td { border: 1px solid var(--line); padding: 3px 6px; }
thead th { position: sticky; top: 0; background: var(--head); font-size: 12px; }
td.cell { text-align: center; font-size: 12px; max-width: 9em; overflow-wrap: anywhere; }
td.menu { background: var(--menu); } td.panel { background: var(--panel); } td.open { background: var(--open); }
td.refused { color: var(--muted); } td.wrong { background: var(--refused); font-weight: 600; }
tr.top th { background: var(--head); }
tbody th { text-align: left; font-weight: 400; white-space: nowrap; }
tr.top th { font-weight: 600; }
table.why td { vertical-align: top; max-width: 36em; }
table.why th[scope="row"] { vertical-align: top; }
.reauth { color: var(--muted); font-size: 12px; font-weight: 400; }
`;

function cellClass(cell: RoutePlacement): string {
  if (cell.listed !== null && !cell.opens) return 'wrong';
  return cell.listed ?? (cell.opens ? 'open' : 'refused');
}

export function renderHtml(report: AccessReport): string {
  const out: string[] = [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<title>Who sees what</title>',
    `<style>${STYLE}</style>`,
    '</head>',
    '<body>',
    '<h1>Who sees what</h1>',
    `<p>${inlineCode(INTRO)}</p>`,
    `<p>${inlineCode(LEGEND.join(' '))}</p>`,
    `<p>${inlineCode(REAUTH_LEGEND)}</p>`,
    `<p>${inlineCode(WHY_POINTER)}</p>`,
    '<h2>Profiles</h2>',
    '<table>',
    '<thead><tr><th scope="col">Profile</th><th scope="col">Demo login</th><th scope="col">What it is</th></tr></thead>',
    '<tbody>',
  ];
  for (const profile of report.profiles) {
    out.push(
      `<tr><th scope="row">${escapeHtml(profile.title)} (<code>${escapeHtml(profile.id)}</code>)</th><td>${profile.login === undefined ? '' : `<code>${escapeHtml(profile.login)}</code>`}</td><td>${escapeHtml(profile.description)}</td></tr>`,
    );
  }
  out.push('</tbody>', '</table>', '<h2>Routes</h2>', '<table>', '<thead><tr><th scope="col">Route</th>');
  for (const profile of report.profiles) out.push(`<th scope="col">${escapeHtml(profile.title)}</th>`);
  out.push('</tr></thead>', '<tbody>', '<tr class="top"><th scope="row"><em>After sign-in</em></th>');
  for (const landing of report.landing) out.push(`<td class="cell">${escapeHtml(landing)}</td>`);
  out.push('</tr>');
  for (const row of report.rows) {
    const mark = row.reauth ? ` <span class="reauth">${escapeHtml(REAUTH_MARK)}</span>` : '';
    out.push(
      `<tr${row.entry.parent === undefined ? ' class="top"' : ''}><th scope="row"><code>/${escapeHtml(row.entry.path)}</code> ${escapeHtml(row.label)}${mark}</th>`,
    );
    for (const cell of row.cells) out.push(`<td class="cell ${cellClass(cell)}">${escapeHtml(cellText(cell))}</td>`);
    out.push('</tr>');
  }
  out.push('</tbody>', '</table>', `<h2>${escapeHtml(WHY_HEADING)}</h2>`, `<p>${inlineCode(WHY_INTRO)}</p>`, '<table class="why">');
  out.push(
    `<thead><tr><th scope="col">Route</th><th scope="col">Profiles</th>${LANGUAGES.map((language) => `<th scope="col">${escapeHtml(LANGUAGE_NAMES[language])}</th>`).join('')}</tr></thead>`,
    '<tbody>',
  );
  const groups = refusalGroups(report);
  groups.forEach((group, index) => {
    // A route's groups follow each other: its name heads the first and spans them all.
    const first = groups[index - 1]?.row !== group.row;
    const span = groups.filter((other) => other.row === group.row).length;
    const head = first
      ? `<th scope="row"${span > 1 ? ` rowspan="${span}"` : ''}><code>/${escapeHtml(group.row.entry.path)}</code> ${escapeHtml(group.row.label)}</th>`
      : '';
    const profiles = group.profiles.map((profile) => escapeHtml(report.profiles[profile]?.title ?? '')).join(', ');
    const sentences = LANGUAGES.map(
      (language) => `<td lang="${language}">${group.sentences[language].map(escapeHtml).join('<br>')}</td>`,
    ).join('');
    out.push(`<tr${first && group.row.entry.parent === undefined ? ' class="top"' : ''}>${head}<td>${profiles}</td>${sentences}</tr>`);
  });
  out.push('</tbody>', '</table>', '<h2>Routes no profile can open</h2>');
  out.push(
    report.unreachable.length === 0
      ? '<p>None.</p>'
      : `<ul>${report.unreachable.map((route) => `<li><code>${escapeHtml(route)}</code></li>`).join('')}</ul>`,
  );
  out.push('</body>', '</html>', '');
  return out.join('\n');
}
