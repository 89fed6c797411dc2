import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { lazyPart } from '../../components/lazy-part/lazy-part';
import { useServices } from '../../components/services/services-context';
import { useSession } from '../../components/services/use-session';
import { deriveFacts } from '../../engine/access/facts';
import type { Notification } from '../../engine/api/notices';
import type { Promotion } from '../../engine/api/promotion';
import { closeOpenNotice, createNoticesState, dismissPromotion, noticeCalls } from '../../engine/notifications/notice-store';

// A notice's html goes through the sanitiser (DOMPurify and an HTML parser, about 50 KiB gz): loaded
// when a notice first opens, not with the shell before its menu paints.
const NoticeDialog = lazyPart(
  'notice-dialog',
  () => import('./NoticeDialog'),
  (module) => module.NoticeDialog,
  { inPlace: false },
);
// Few accounts see the promotion: its dialog loads when it opens.
const PromotionDialog = lazyPart(
  'promotion-dialog',
  () => import('./PromotionDialog'),
  (module) => module.PromotionDialog,
  {
    inPlace: false,
  },
);

/** Shows whichever notice or promotion is open (at start, or picked from the bell's list). */
export function NoticeHost() {
  const { i18n } = useTranslation();
  const { api, startState } = useServices();
  const notices = startState(createNoticesState);
  const { open, promotion } = useSnapshot(notices);
  const info = useSession();
  if (!open || !info) return null;
  const locale = i18n.resolvedLanguage ?? 'en';
  const close = (): void => {
    void closeOpenNotice(notices, locale, noticeCalls(api));
  };
  if (open.kind === 'promotion') {
    if (!promotion) return null;
    return (
      <Suspense fallback={null}>
        <PromotionDialog
          promotion={promotion as Promotion}
          licenceOwner={deriveFacts(info).licenceOwner}
          onClose={close}
          onNotNow={() => dismissPromotion(notices, info.account.account_id)}
          atStart={open.atStart === true}
        />
      </Suspense>
    );
  }
  return (
    <Suspense fallback={null}>
      <NoticeDialog key={open.notice.notice_id} notice={open.notice as Notification} onClose={close} atStart={open.atStart === true} />
    </Suspense>
  );
}
