import { BellIcon } from '@primer/octicons-react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useServices } from '../../components/services/services-context';
import { useSession } from '../../components/services/use-session';
import { isUnread, unreadCount, type Notification } from '../../engine/api/notices';
import { createNoticesState, openNotice } from '../../engine/notifications/notice-store';
import { licenceExpiry } from '../notifications/licence-expiry';
import { LicenceExpiryPanel } from '../notifications/LicenceExpiryPanel';
import parts from '../parts/panel-parts.module.css';
import { HoverPanel } from './HoverPanel';

const KINDS: ReadonlySet<string> = new Set(['v1ecs-promotion', 'what-is-new', 'license_expiration_reminder']);

function NoticeItem({ notice }: { notice: Notification }) {
  const { t } = useTranslation();
  const notices = useServices().startState(createNoticesState);
  const unread = isUnread(notice);
  const kind = notice.type !== undefined && KINDS.has(notice.type) ? notice.type : 'other';
  return (
    <li>
      <button
        className={parts.itemButton}
        type="button"
        data-notice-id={notice.notice_id}
        data-unread={unread}
        onClick={() => openNotice(notices, notice)}
      >
        <span className={parts.unreadDot} aria-hidden="true" />
        <span className={parts.itemText}>
          {/* The subject is text from the server: rendered as text, never as markup. */}
          <span className={parts.itemSubject}>{notice.subject}</span>
          <span className={parts.itemMeta}>
            {t(`notices.kind.${kind}`)}
            {unread ? ` · ${t('notices.unread')}` : ''}
          </span>
        </span>
      </button>
    </li>
  );
}

/** The bell with its unread count; hovering or focusing it shows the notices. */
export function NotificationBell() {
  const { t } = useTranslation();
  const { list } = useSnapshot(useServices().startState(createNoticesState));
  const info = useSession();
  const unread = unreadCount(list);
  const expiry = info ? licenceExpiry(info.account) : null;
  return (
    <HoverPanel
      icon={BellIcon}
      testId="notification-bell"
      label={unread > 0 ? t('header.notificationsUnread', { count: unread }) : t('header.notifications')}
      title={t('notices.panelTitle')}
      badge={unread}
    >
      {expiry ? <LicenceExpiryPanel expiry={expiry} /> : null}
      {list.length === 0 ? (
        <p className={parts.empty}>{t('notices.empty')}</p>
      ) : (
        <ul className={parts.list}>
          {list.map((notice) => (
            <NoticeItem key={notice.notice_id} notice={notice as Notification} />
          ))}
        </ul>
      )}
    </HoverPanel>
  );
}
