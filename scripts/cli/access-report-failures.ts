/**
 * What `npm run check:access-report` refuses in a report, one sentence each: worded once, for the
 * command (access-report.ts) and for the studio's save, which refuses the same (studio/server/tree-gate.ts).
 */
import type { AccessReport } from '../../src/engine/access/access-report-model';
import { PROFILES_DIR } from './access-report-profiles';

export function reportFailures(report: Pick<AccessReport, 'unreachable' | 'oneSidedRules' | 'untranslated'>): string[] {
  return [
    ...report.unreachable.map((route) => `no profile can open ${route}: add a profile in ${PROFILES_DIR}/ that may open it`),
    ...report.oneSidedRules.map(
      ({ route, rule, value }) =>
        `show rule of ${route} is ${String(value)} for every profile, so the report never shows its other branch: ${rule}`,
    ),
    ...report.untranslated.map(
      ({ language, key }) => `a refusal sentence shows the raw key ${key}: add it to public/locales/${language}/translation.json`,
    ),
  ];
}
