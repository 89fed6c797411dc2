import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../components/services/services-context';
import { askNoticesAgain, noticesWantLanguage, readStartAgain, type StartReads } from '../../engine/notifications/notices-again';

/**
 * Renders nothing: asks the shell's start-up reads again (the layout hands them over). When the
 * language changes (in this tab, or followed from another), the notices and pop-ups in it, so that
 * nothing stays in the old one (docs/tab-messages.md); when the service answers again, the banner
 * and the notices whose read met no reply (docs/reachability.md). With the service notices, loaded
 * just after the shell shows: in memory before an outage, and out of the shell's first code.
 */
export function ReadsAgain({ reads }: { reads: StartReads }) {
  const { i18n } = useTranslation();
  const { reachability } = useServices();
  const language = i18n.resolvedLanguage ?? 'en';
  useEffect(() => {
    if (noticesWantLanguage(reads.notices.locale, language)) void askNoticesAgain(reads.notices, language, reads.calls);
  }, [language, reads]);
  useEffect(() => reachability.onRecovered(() => readStartAgain(reads)), [reachability, reads]);
  return null;
}
