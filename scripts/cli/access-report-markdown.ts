/** The access report as Markdown: docs/access-report.md. */
import { LANGUAGES, refusalGroups, type AccessReport } from '../../src/engine/access/access-report-model';
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

function markdownCell(text: string): string {
  return text.replaceAll('|', '\\|').replaceAll('\n', ' ');
}

export function renderMarkdown(report: AccessReport): string {
  const lines: string[] = ['# Who sees what', '', INTRO, '', ...LEGEND, '', REAUTH_LEGEND, '', WHY_POINTER, ''];
  lines.push('## Profiles', '', '| Profile | Demo login | What it is |', '| --- | --- | --- |');
  for (const profile of report.profiles) {
    lines.push(
      `| ${markdownCell(profile.title)} (\`${profile.id}\`) | ${profile.login === undefined ? '' : `\`${profile.login}\``} | ${markdownCell(profile.description)} |`,
    );
  }
  lines.push('', '## Routes', '');
  lines.push(`| Route | ${report.profiles.map((profile) => markdownCell(profile.title)).join(' | ')} |`);
  lines.push(`| --- | ${report.profiles.map(() => ':---:').join(' | ')} |`);
  lines.push(`| *After sign-in* | ${report.landing.map((landing) => markdownCell(landing)).join(' | ')} |`);
  for (const row of report.rows) {
    const name = `\`/${row.entry.path}\` ${markdownCell(row.label)}`;
    const mark = row.reauth ? ` ${REAUTH_MARK}` : '';
    lines.push(`| ${row.entry.parent === undefined ? `**${name}**` : name}${mark} | ${row.cells.map(cellText).join(' | ')} |`);
  }
  lines.push('', `## ${WHY_HEADING}`, '', WHY_INTRO, '');
  lines.push(`| Route | Profiles | ${LANGUAGES.map((language) => LANGUAGE_NAMES[language]).join(' | ')} |`);
  lines.push(`| --- | --- | ${LANGUAGES.map(() => '---').join(' | ')} |`);
  for (const group of refusalGroups(report)) {
    const name = `\`/${group.row.entry.path}\` ${markdownCell(group.row.label)}`;
    const profiles = group.profiles.map((index) => markdownCell(report.profiles[index]?.title ?? '')).join(', ');
    const sentences = LANGUAGES.map((language) => markdownCell(group.sentences[language].join(' / ')));
    lines.push(`| ${group.row.entry.parent === undefined ? `**${name}**` : name} | ${profiles} | ${sentences.join(' | ')} |`);
  }
  lines.push('', '## Routes no profile can open', '');
  lines.push(report.unreachable.length === 0 ? 'None.' : report.unreachable.map((route) => `- \`${route}\``).join('\n'));
  lines.push('');
  return `${lines.join('\n')}`;
}
