/**
 * Notifications and pop-ups: the bell's list, the one pop-up shown at start,
 * the notice or promotion open right now, and the promotion's remembered dismissal. Every load
 * failure is silent: the list stays as it was and nothing pops up.
 */
import { proxy, ref } from 'valtio/vanilla';
import type { ApiClient } from '../api/http';
import { completeNotice, fetchNoticeList, fetchPopupNotices, PROMOTION_NOTICE_TYPE, type Notification } from '../api/notices';
import { fetchPromotion, type Promotion } from '../api/promotion';
import { failedForWantOfService } from '../reachability/read-again';
import { readLocal, writeLocal } from '../storage/browser-storage';

export type OpenNotice = { readonly kind: 'promotion' } | { readonly kind: 'notice'; readonly notice: Notification };

export interface NoticesState {
  list: Notification[];
  promotion: Promotion | null;
  open: OpenNotice | null;
  /** The language the notices were last asked for in; null until the start-up calls. */
  locale: string | null;
  /** The last ask of the list met no reply (the service could not be reached): asked again when it answers. */
  unanswered: boolean;
}

/** A console start's notices, none yet (a valtio proxy: the bell and the pop-up host read its snapshot). */
export function createNoticesState(): NoticesState {
  return proxy<NoticesState>({ list: [], promotion: null, open: null, locale: null, unanswered: false });
}

/** The calls the notices make, through one API client (a test hands in its own answers). */
export interface NoticeCalls {
  list: (locale: string) => ReturnType<typeof fetchNoticeList>;
  popups: (locale: string) => ReturnType<typeof fetchPopupNotices>;
  promotion: () => ReturnType<typeof fetchPromotion>;
  complete: (noticeId: string) => ReturnType<typeof completeNotice>;
}

export function noticeCalls(client: ApiClient): NoticeCalls {
  return {
    list: (locale) => fetchNoticeList(locale, client),
    popups: (locale) => fetchPopupNotices(locale, client),
    promotion: () => fetchPromotion(client),
    complete: (noticeId) => completeNotice(noticeId, client),
  };
}

// ---------------------------------------------------------------------------------------------
// The promotion's dismissal (local storage key promotion_poped)
// ---------------------------------------------------------------------------------------------

/**
 * "Not now" holds for the rest of the signed-in session: the key names the account that
 * dismissed it, so another account on the same browser still sees its promotion, and log off clears
 * it so the next sign-in reminds again.
 */
export function isPromotionDismissed(accountId: string): boolean {
  return accountId !== '' && readLocal('promotion_poped') === accountId;
}

export function recordPromotionDismissed(accountId: string): void {
  writeLocal('promotion_poped', accountId);
}

export function forgetPromotionDismissal(): void {
  writeLocal('promotion_poped', '');
}

// ---------------------------------------------------------------------------------------------
// Which pop-up shows at start
// ---------------------------------------------------------------------------------------------

/**
 * An active, undismissed promotion pops up its own dialog; otherwise the first pop-up
 * notice that is not the promotion's html notice (that one is reached from the list).
 */
export function chooseStartupPopup(popups: readonly Notification[], promotion: Promotion | null, dismissed: boolean): OpenNotice | null {
  if (promotion?.active === true && !dismissed) return { kind: 'promotion' };
  const first = popups.find((notice) => notice.type !== PROMOTION_NOTICE_TYPE);
  return first ? { kind: 'notice', notice: first } : null;
}

/**
 * The list in `locale`. An answer in a language the notices are no longer asked for (the language
 * changed while it was on its way) is dropped: the ask in the new language brings the list.
 */
export async function loadNoticeList(notices: NoticesState, locale: string, calls: NoticeCalls): Promise<void> {
  const result = await calls.list(locale);
  if (notices.locale !== null && notices.locale !== locale) return;
  notices.unanswered = !result.ok && failedForWantOfService(result.error);
  if (result.ok) notices.list = result.data.map((notice) => ref(notice));
}

/** The start of a visit: the list, and the one pop-up it asks for. */
export async function startNotices(notices: NoticesState, locale: string, accountId: string, calls: NoticeCalls): Promise<void> {
  notices.locale = locale;
  const [popups, promotion] = await Promise.all([calls.popups(locale), calls.promotion(), loadNoticeList(notices, locale, calls)]);
  notices.promotion = promotion.ok ? promotion.data : null;
  const chosen = chooseStartupPopup(popups.ok ? popups.data : [], notices.promotion, isPromotionDismissed(accountId));
  // Whatever the user opened meanwhile from the list stays in front.
  if (notices.open === null && chosen !== null) notices.open = chosen;
  // The language changed while the start-up calls were on their way: the pop-up chosen comes in it.
  const now = notices.locale;
  if (now !== null && now !== locale) await askNoticesAgain(notices, now, calls);
}

// ---------------------------------------------------------------------------------------------
// Asking again: in another language, or once the service answers
// ---------------------------------------------------------------------------------------------

/**
 * Whether the shell's language now asks for the notices again: not before the start-up calls (they
 * ask in the language of the moment), not when they are in it already.
 */
export function noticesWantLanguage(asked: string | null, language: string): boolean {
  return asked !== null && asked !== language;
}

/**
 * The notice open on screen, given the notices as just asked again (the list and the pop-ups): the
 * same notice in its new words, found by its id. Nothing new opens (the start-up pop-up showed, or
 * was closed, once), a promotion (its words are the console's own) and a notice no longer listed
 * stay as they are.
 */
export function reworded(open: OpenNotice | null, fresh: readonly Notification[]): OpenNotice | null {
  if (open?.kind !== 'notice') return open;
  const same = fresh.find((notice) => notice.notice_id === open.notice.notice_id);
  return same ? { kind: 'notice', notice: same } : open;
}

/**
 * The list and the pop-ups asked for again in `locale` (the language changed, or the service
 * answers again after the list met no reply): the bell's list and the notice open on screen take
 * the new answer; nothing pops up. An answer overtaken by another change of language is dropped.
 */
export async function askNoticesAgain(notices: NoticesState, locale: string, calls: NoticeCalls): Promise<void> {
  notices.locale = locale;
  const [list, popups] = await Promise.all([calls.list(locale), calls.popups(locale)]);
  if (notices.locale !== locale) return;
  notices.unanswered = !list.ok && failedForWantOfService(list.error);
  if (list.ok) notices.list = list.data.map((notice) => ref(notice));
  const fresh = [...(list.ok ? list.data : []), ...(popups.ok ? popups.data : [])];
  const open = reworded(notices.open, fresh);
  if (open !== notices.open && open?.kind === 'notice') notices.open = { kind: 'notice', notice: ref(open.notice) };
}

export function openNotice(notices: NoticesState, notice: Notification): void {
  notices.open = { kind: 'notice', notice: ref(notice) };
}

/** Closes what is open; a notice marked close-and-complete is marked complete, then the list reloads. */
export async function closeOpenNotice(notices: NoticesState, locale: string, calls: NoticeCalls): Promise<void> {
  const open = notices.open;
  notices.open = null;
  if (open?.kind !== 'notice' || open.notice.popup_close_and_complete !== 'true') return;
  const done = await calls.complete(open.notice.notice_id);
  if (done.ok) await loadNoticeList(notices, locale, calls);
}

/** Not now: remembered for this account's session, and the pop-up closes. */
export function dismissPromotion(notices: NoticesState, accountId: string): void {
  recordPromotionDismissed(accountId);
  notices.open = null;
}
