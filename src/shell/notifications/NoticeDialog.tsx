import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Notification } from '../../engine/api/notices';
import { sanitizeHtml } from '../../engine/markup/sanitize';
import { ShellDialog } from '../header/ShellDialog';

const Markup = styled.div`
  font-size: 14px;
  line-height: 1.5;
  overflow-wrap: anywhere;
  & h1,
  & h2,
  & h3 {
    margin: 0 0 8px;
    font-size: 16px;
    font-weight: 600;
  }
  & p,
  & ul,
  & ol {
    margin: 0 0 8px;
  }
  & a {
    color: var(--fgColor-accent);
  }
  & img {
    max-width: 100%;
  }
`;

/**
 * A pop-up notice (spec 2.11): its markup is the server's, rendered only after sanitising. A notice
 * the server marks not closeable has no close button and ignores Escape; its one button
 * acknowledges it, so the console is never locked behind it.
 */
export function NoticeDialog({ notice, onClose }: { notice: Notification; onClose: () => void }) {
  const { t } = useTranslation();
  const closeable = notice.popup_closeable !== 'false';
  const clean = useMemo(() => sanitizeHtml(notice.popup_html), [notice.popup_html]);
  return (
    <ShellDialog
      title={notice.subject}
      closeable={closeable}
      onClose={onClose}
      testId="notice-dialog"
      footerButtons={[{ content: closeable ? t('notices.close') : t('notices.acknowledge'), buttonType: 'primary', onClick: onClose }]}
    >
      <Markup data-testid="notice-markup" data-notice-id={notice.notice_id} data-kind={notice.type ?? ''} dangerouslySetInnerHTML={{ __html: clean }} />
    </ShellDialog>
  );
}
