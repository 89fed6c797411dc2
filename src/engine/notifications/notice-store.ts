/**
 * Notifications and pop-ups: the bell's list, the one pop-up shown at start,
 * the notice or promotion open right now, and the promotion's remembered dismissal. Every load
 * failure is silent: the list stays as it was and nothing pops up.
 */
import { proxy, ref } from 'valtio/vanilla';
import type { ApiError } from '../api/envelope';
import type { ApiClient } from '../api/http';
import { completeNotice, fetchNoticeList, fetchPopupNotices, PROMOTION_NOTICE_TYPE, type Notification } from '../api/notices';
import { fetchPromotion, type Promotion } from '../api/promotion';
import { readLocal, readSession, writeLocal, writeSession } from '../storage/browser-storage';

/** `atStart`: the start-up pop-up, which came by itself (not opened from the bell's list). */
export type OpenNotice = ({ readonly kind: 'promotion' } | { readonly kind: 'notice'; readonly notice: Notification }) & {
  readonly atStart?: true;
};

export interface NoticesState {
  list: Notification[];
  promotion: Promotion | null;
  open: OpenNotice | null;
  /** The start-up calls, under way or done: asking again waits for them, so their pop-up is reworded too. */
  started: Promise<void> | null;
  /** The language the notices were last asked for in; null until the start-up calls. */
  locale: string | null;
  /** Why the last ask of the list failed, or null: one for want of the service is asked again when it answers (notices-again.ts). */
  failure: ApiError | null;
}

/** A console start's notices, none yet (a valtio proxy: the bell and the pop-up host read its snapshot). */
export function createNoticesState(): NoticesState {
  return proxy<NoticesState>({ list: [], promotion: null, open: null, started: null, locale: null, failure: null });
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
// One start-up pop-up per browser session (session storage key startupPopup)
// ---------------------------------------------------------------------------------------------

/**
 * A session meets at most one start-up pop-up: once one has shown (and whether it was closed with
 * ×, Escape or a button), every later load or typed url of this tab shows none; the others wait in
 * the bell. Closing the promotion is dismissing it for the session. The key names the account, so
 * another account signing in here meets its own; log off forgets it.
 */
export function hadStartupPopup(accountId: string): boolean {
  return accountId !== '' && readSession('startupPopup') === accountId;
}

export function recordStartupPopup(accountId: string): void {
  writeSession('startupPopup', accountId);
}

export function forgetStartupPopup(): void {
  writeSession('startupPopup', null);
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
  notices.failure = result.ok ? null : ref(result.error);
  if (result.ok) notices.list = result.data.map((notice) => ref(notice));
}

/**
 * The start of a visit: the list, and the one pop-up it asks for, unless this session has had its
 * start-up pop-up already.
 */
export function startNotices(notices: NoticesState, locale: string, accountId: string, calls: NoticeCalls): Promise<void> {
  notices.locale = locale;
  const started = askAtStart(notices, locale, accountId, calls);
  notices.started = ref(started);
  return started;
}

async function askAtStart(notices: NoticesState, locale: string, accountId: string, calls: NoticeCalls): Promise<void> {
  const [popups, promotion] = await Promise.all([calls.popups(locale), calls.promotion(), loadNoticeList(notices, locale, calls)]);
  notices.promotion = promotion.ok ? promotion.data : null;
  if (hadStartupPopup(accountId)) return;
  const chosen = chooseStartupPopup(popups.ok ? popups.data : [], notices.promotion, isPromotionDismissed(accountId));
  // Whatever the user opened meanwhile from the list stays in front.
  if (notices.open === null && chosen !== null) {
    notices.open = { ...chosen, atStart: true };
    recordStartupPopup(accountId);
  }
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

/**
 * Not now (with "remind me later" ticked): the longer dismissal, remembered in local storage for
 * every tab until this account logs off, and the pop-up closes. (× and Escape dismiss for this
 * browser session only: see hadStartupPopup.)
 */
export function dismissPromotion(notices: NoticesState, accountId: string): void {
  recordPromotionDismissed(accountId);
  notices.open = null;
}
