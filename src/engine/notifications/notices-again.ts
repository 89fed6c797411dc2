/**
 * The start-up reads asked for again: the notices when the language changes, and the notices and the
 * upgrade banner when the service answers again after they met no reply. Loaded apart from the shell
 * when first needed: both happen while the service answers.
 */
import { ref } from 'valtio/vanilla';
import { failedForWantOfService } from '../api/envelope';
import type { Notification } from '../api/notices';
import type { BannerState } from '../header/upgrade-banner';
import type { NoticeCalls, NoticesState, OpenNotice } from './notice-store';

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
  // The start-up calls first: the pop-up they choose is reworded as well.
  const [list, popups] = await Promise.all([calls.list(locale), calls.popups(locale), notices.started]);
  if (notices.locale !== locale) return;
  notices.failure = list.ok ? null : ref(list.error);
  if (list.ok) notices.list = list.data.map((notice) => ref(notice));
  const fresh = [...(list.ok ? list.data : []), ...(popups.ok ? popups.data : [])];
  const open = reworded(notices.open, fresh);
  if (open !== notices.open && open?.kind === 'notice') notices.open = { kind: 'notice', notice: ref(open.notice) };
}

/** The shell's start-up reads, as the shell hands them over (this module then needs none of their code). */
export interface StartReads {
  readonly banner: BannerState;
  readonly loadBanner: () => Promise<void>;
  readonly notices: NoticesState;
  readonly calls: NoticeCalls;
}

/**
 * The service answers again: the banner's status and the notices, if their last read failed for want
 * of it, are asked again (a failure the service answered is not: it would answer the same).
 */
export function readStartAgain({ banner, loadBanner, notices, calls }: StartReads): void {
  if (banner.failure && failedForWantOfService(banner.failure)) void loadBanner();
  const { locale, failure } = notices;
  if (locale !== null && failure && failedForWantOfService(failure)) void askNoticesAgain(notices, locale, calls);
}
