import { BellIcon } from '@primer/octicons-react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { isUnread, unreadCount, type Notification } from '../../engine/api/notices';
import { noticesState, openNotice } from '../../engine/state/notices';
import { sessionState } from '../../engine/state/session';
import { licenceExpiry } from '../notifications/licence-expiry';
import { LicenceExpiryPanel } from '../notifications/LicenceExpiryPanel';
import { HoverPanel } from './HoverPanel';
import { ItemMeta, ItemText, PanelEmpty, PanelItemButton, PanelList, UnreadDot } from './panel-parts';

const KINDS = new Set(['v1ecs-promotion', 'what-is-new', 'license_expiration_reminder']);

function NoticeItem({ notice }: { notice: Notification }) {
  const { t } = useTranslation();
  const unread = isUnread(notice);
  const kind = notice.type !== undefined && KINDS.has(notice.type) ? notice.type : 'other';
  return (
    <li>
      <PanelItemButton type="button" data-notice-id={notice.notice_id} data-unread={unread} onClick={() => openNotice(notice)}>
        <UnreadDot $unread={unread} aria-hidden="true" />
        <ItemText>
          {/* The subject is text from the server: rendered as text, never as markup. */}
          <span style={{ fontWeight: unread ? 600 : 400 }}>{notice.subject}</span>
          <ItemMeta>
            {t(`notices.kind.${kind}`)}
            {unread ? ` · ${t('notices.unread')}` : ''}
          </ItemMeta>
        </ItemText>
      </PanelItemButton>
    </li>
  );
}

/** The bell with its unread count; hovering or focusing it shows the notices. */
export function NotificationBell() {
  const { t } = useTranslation();
  const { list } = useSnapshot(noticesState);
  const { info } = useSnapshot(sessionState);
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
        <PanelEmpty>{t('notices.empty')}</PanelEmpty>
      ) : (
        <PanelList>
          {list.map((notice) => (
            <NoticeItem key={notice.notice_id} notice={notice as Notification} />
          ))}
        </PanelList>
      )}
    </HoverPanel>
  );
}
