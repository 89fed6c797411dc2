import { useTranslation } from 'react-i18next';
import { SafeMarkup } from '../../components/SafeMarkup';
import type { Notification } from '../../engine/api/notices';
import { ShellDialog } from '../parts/ShellDialog';

/**
 * A pop-up notice: its markup is the server's, rendered only after sanitising. A notice
 * the server marks not closeable has no close button and ignores Escape; its one button
 * acknowledges it, so the console is never locked behind it.
 */
export function NoticeDialog({ notice, onClose, atStart = false }: { notice: Notification; onClose: () => void; atStart?: boolean }) {
  const { t } = useTranslation();
  const closeable = notice.popup_closeable !== 'false';
  return (
    <ShellDialog
      title={notice.subject}
      closeable={closeable}
      onClose={onClose}
      testId="notice-dialog"
      atOnce={atStart}
      footerButtons={[{ content: closeable ? t('notices.close') : t('notices.acknowledge'), buttonType: 'primary', onClick: onClose }]}
    >
      <SafeMarkup data-testid="notice-markup" data-notice-id={notice.notice_id} data-kind={notice.type ?? ''} markup={notice.popup_html} />
    </ShellDialog>
  );
}
