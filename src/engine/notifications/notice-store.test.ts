// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, succeed } from '../api/envelope';
import type { Notification } from '../api/notices';
import type { Promotion } from '../api/promotion';
import { createBannerState } from '../header/upgrade-banner';
import {
  chooseStartupPopup,
  closeOpenNotice,
  dismissPromotion,
  forgetPromotionDismissal,
  forgetStartupPopup,
  hadStartupPopup,
  isPromotionDismissed,
  createNoticesState,
  type NoticesState,
  openNotice,
  type OpenNotice,
  startNotices,
  type NoticeCalls,
} from './notice-store';
import { askNoticesAgain, noticesWantLanguage, readStartAgain, reworded } from './notices-again';

const notice = (id: string, type: string, extra: Partial<Notification> = {}): Notification => ({
  notice_id: id,
  subject: id,
  completed: 'false',
  type,
  popup_html: `<p>${id}</p>`,
  popup_closeable: 'true',
  popup_close_and_complete: 'false',
  ...extra,
});

const PROMO_NOTICE = notice('p', 'v1ecs-promotion');
const NEW = notice('w', 'what-is-new', { popup_close_and_complete: 'true' });
const EXPIRY = notice('e', 'license_expiration_reminder');
const promotion = (active: boolean): Promotion => ({
  active,
  status: 0,
  url: 'https://p.example.com',
  accountName: '',
  email: '',
  deadline: '2099-01-01',
});

function calls(overrides: Partial<NoticeCalls> = {}): NoticeCalls {
  return {
    list: vi.fn(async () => succeed([PROMO_NOTICE, NEW, EXPIRY], null)),
    popups: vi.fn(async () => succeed([PROMO_NOTICE, NEW, EXPIRY], null)),
    promotion: vi.fn(async () => succeed(promotion(true), null)),
    complete: vi.fn(async () => succeed(null, null)),
    ...overrides,
  };
}

let noticesState: NoticesState;

beforeEach(() => {
  noticesState = createNoticesState();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('chooseStartupPopup', () => {
  it('shows an active, undismissed promotion first', () => {
    expect(chooseStartupPopup([PROMO_NOTICE, NEW], promotion(true), false)).toEqual({ kind: 'promotion' });
  });
  it('shows the first non-promotion notice when the promotion was dismissed', () => {
    expect(chooseStartupPopup([PROMO_NOTICE, NEW, EXPIRY], promotion(true), true)).toEqual({ kind: 'notice', notice: NEW });
  });
  it('shows the first non-promotion notice when the promotion is not active or unknown', () => {
    expect(chooseStartupPopup([PROMO_NOTICE, EXPIRY, NEW], promotion(false), false)).toEqual({ kind: 'notice', notice: EXPIRY });
    expect(chooseStartupPopup([NEW], null, false)).toEqual({ kind: 'notice', notice: NEW });
  });
  it('shows nothing when there is nothing', () => {
    expect(chooseStartupPopup([PROMO_NOTICE], promotion(false), false)).toBeNull();
    expect(chooseStartupPopup([], null, true)).toBeNull();
  });
});

describe('promotion dismissal', () => {
  it('is remembered per account until forgotten', () => {
    expect(isPromotionDismissed('1001')).toBe(false);
    noticesState.open = { kind: 'promotion' };
    dismissPromotion(noticesState, '1001');
    expect(noticesState.open).toBeNull();
    expect(window.localStorage.getItem('promotion_poped')).toBe('1001');
    expect(isPromotionDismissed('1001')).toBe(true);
    expect(isPromotionDismissed('1002')).toBe(false);
    forgetPromotionDismissal();
    expect(isPromotionDismissed('1001')).toBe(false);
  });
});

describe('startNotices', () => {
  it('loads the list and opens the promotion', async () => {
    const c = calls();
    await startNotices(noticesState, 'en', '1001', c);
    expect(noticesState.list.map((n) => n.notice_id)).toEqual(['p', 'w', 'e']);
    expect(noticesState.open).toEqual({ kind: 'promotion', atStart: true });
    expect(c.popups).toHaveBeenCalledWith('en');
  });

  it('skips a dismissed promotion', async () => {
    window.localStorage.setItem('promotion_poped', '1001');
    await startNotices(noticesState, 'ja', '1001', calls());
    expect(noticesState.open).toMatchObject({ kind: 'notice', notice: { notice_id: 'w' } });
  });

  it('stays silent when every call fails', async () => {
    const failure = fail({ kind: 'network', call: 'x', reason: 'down' }, null);
    await startNotices(
      noticesState,
      'en',
      '1001',
      calls({ list: vi.fn(async () => failure), popups: vi.fn(async () => failure), promotion: vi.fn(async () => failure) }),
    );
    expect(noticesState.list).toEqual([]);
    expect(noticesState.open).toBeNull();
    // Kept, so that a failure for want of the service is asked again once it answers.
    expect(noticesState.failure).toEqual({ kind: 'network', call: 'x', reason: 'down' });
  });

  it('the language changed while the start-up calls were on their way: the list and the pop-up come in the new one', async () => {
    let answerEn: () => void = () => undefined;
    const c = calls({
      list: vi.fn(async (locale: string) => {
        if (locale === 'en') await new Promise<void>((resolve) => (answerEn = resolve));
        return succeed([{ ...NEW, subject: `${locale} subject` }], null);
      }),
      popups: vi.fn(async (locale: string) => succeed([{ ...NEW, subject: `${locale} subject` }], null)),
      promotion: vi.fn(async () => succeed(promotion(false), null)),
    });
    const started = startNotices(noticesState, 'en', '1001', c);
    const again = askNoticesAgain(noticesState, 'ja', c);
    answerEn();
    await Promise.all([started, again]);
    expect(noticesState.list.map((n) => n.subject)).toEqual(['ja subject']);
    expect(noticesState.open).toMatchObject({ kind: 'notice', notice: { notice_id: 'w', subject: 'ja subject' } });
  });
});

describe('a change of language', () => {
  it.each<[string, string | null, string, boolean]>([
    ['before the start-up calls: they ask in it', null, 'ja', false],
    ['the same language', 'en', 'en', false],
    ['another language', 'en', 'ja', true],
    ['and back', 'ja', 'en', true],
  ])('%s: asks again %s → %s = %s', (_name, asked, language, expected) => {
    expect(noticesWantLanguage(asked, language)).toBe(expected);
  });

  const JA_NEW = { ...NEW, subject: '新機能' };
  it.each<[string, OpenNotice | null, OpenNotice | null]>([
    ['nothing open: nothing pops up', null, null],
    ["the promotion stays (its words are the console's)", { kind: 'promotion' }, { kind: 'promotion' }],
    ['an open notice takes its new words', { kind: 'notice', notice: NEW }, { kind: 'notice', notice: JA_NEW }],
    ['a notice no longer listed stays as it is', { kind: 'notice', notice: EXPIRY }, { kind: 'notice', notice: EXPIRY }],
  ])('reworded: %s', (_name, open, expected) => {
    expect(reworded(open, [JA_NEW])).toEqual(expected);
  });

  it('asks for the list and the pop-ups in the new language, rewords what is open, opens nothing new', async () => {
    const c = calls({
      list: vi.fn(async () =>
        succeed(
          [
            { ...EXPIRY, subject: '更新' },
            { ...NEW, subject: '新機能' },
          ],
          null,
        ),
      ),
      popups: vi.fn(async () => succeed([{ ...NEW, subject: '新機能' }], null)),
    });
    noticesState.locale = 'en';
    await askNoticesAgain(noticesState, 'ja', c);
    expect(c.list).toHaveBeenCalledWith('ja');
    expect(c.popups).toHaveBeenCalledWith('ja');
    expect(c.promotion).not.toHaveBeenCalled();
    expect(noticesState.list.map((n) => n.subject)).toEqual(['更新', '新機能']);
    expect(noticesState.open).toBeNull();
    expect(noticesState.locale).toBe('ja');

    openNotice(noticesState, NEW);
    // Opened from the bell: not the start-up pop-up, so it opens with Primer's motion.
    expect(noticesState.open).not.toHaveProperty('atStart');
    await askNoticesAgain(noticesState, 'ja', c);
    expect(noticesState.open).toMatchObject({ kind: 'notice', notice: { notice_id: 'w', subject: '新機能' } });
  });

  it('an answer overtaken by another change is dropped', async () => {
    let answerJa: () => void = () => undefined;
    const c = calls({
      list: vi.fn(async (locale: string) => {
        if (locale === 'ja') await new Promise<void>((resolve) => (answerJa = resolve));
        return succeed([{ ...NEW, subject: locale }], null);
      }),
    });
    const toJa = askNoticesAgain(noticesState, 'ja', c);
    await askNoticesAgain(noticesState, 'en', c);
    answerJa();
    await toJa;
    expect(noticesState.list.map((n) => n.subject)).toEqual(['en']);
    expect(noticesState.locale).toBe('en');
  });
});

describe('closeOpenNotice', () => {
  it('completes a close-and-complete notice, then reloads the list', async () => {
    const c = calls({ list: vi.fn(async () => succeed([{ ...NEW, completed: 'true' as const }], null)) });
    openNotice(noticesState, NEW);
    await closeOpenNotice(noticesState, 'en', c);
    expect(c.complete).toHaveBeenCalledWith('w');
    expect(c.list).toHaveBeenCalledTimes(1);
    expect(noticesState.open).toBeNull();
    expect(noticesState.list[0]?.completed).toBe('true');
  });

  it('only closes other notices and the promotion', async () => {
    const c = calls();
    openNotice(noticesState, EXPIRY);
    await closeOpenNotice(noticesState, 'en', c);
    noticesState.open = { kind: 'promotion' };
    await closeOpenNotice(noticesState, 'en', c);
    expect(c.complete).not.toHaveBeenCalled();
    expect(noticesState.open).toBeNull();
  });
});

describe('the service answers again', () => {
  const noReply = { kind: 'network', call: 'x', reason: 'ERR_NETWORK' } as const;
  const answered = { kind: 'http', call: 'x', status: 500 } as const;

  it.each([
    ['both met no reply: both asked again', noReply, noReply, 1, 1],
    ['a gateway 503: asked again', { kind: 'http', call: 'x', status: 503 } as const, null, 1, 0],
    ['the service answered with an error: not asked again', answered, answered, 0, 0],
    ['nothing failed: nothing asked', null, null, 0, 0],
  ] as const)('%s', async (_name, bannerFailure, noticesFailure, bannerAsks, listAsks) => {
    const banner = createBannerState();
    banner.failure = bannerFailure;
    noticesState.locale = 'ja';
    noticesState.failure = noticesFailure;
    const loadBanner = vi.fn(async () => undefined);
    const c = calls();
    readStartAgain({ banner, loadBanner, notices: noticesState, calls: c });
    await vi.waitFor(() => expect(c.list).toHaveBeenCalledTimes(listAsks));
    expect(loadBanner).toHaveBeenCalledTimes(bannerAsks);
    if (listAsks > 0) expect(c.list).toHaveBeenCalledWith('ja');
    // Asking again never pops anything up.
    expect(noticesState.open).toBeNull();
  });
});

describe('one start-up pop-up per browser session', () => {
  it('shows the promotion once; a later start of the same session shows nothing', async () => {
    await startNotices(noticesState, 'en', '1001', calls());
    expect(noticesState.open).toEqual({ kind: 'promotion', atStart: true });
    // × or Escape: the promotion closes without "not now"
    await closeOpenNotice(noticesState, 'en', calls());
    const again = createNoticesState();
    await startNotices(again, 'en', '1001', calls());
    expect(again.open).toBeNull();
    // the others wait in the bell
    expect(again.list.map((n) => n.notice_id)).toEqual(['p', 'w', 'e']);
  });

  it('does not let a notice take its turn after the promotion was dismissed for the session', async () => {
    window.localStorage.setItem('promotion_poped', '1001');
    await startNotices(noticesState, 'en', '1001', calls());
    expect(noticesState.open).toMatchObject({ kind: 'notice', notice: { notice_id: 'w' } });
    const again = createNoticesState();
    await startNotices(again, 'en', '1001', calls());
    expect(again.open).toBeNull();
  });

  it('counts per account, records nothing when nothing popped up, and is forgotten on log off', async () => {
    await startNotices(
      noticesState,
      'en',
      '1001',
      calls({ popups: vi.fn(async () => succeed([], null)), promotion: vi.fn(async () => succeed(promotion(false), null)) }),
    );
    expect(noticesState.open).toBeNull();
    expect(hadStartupPopup('1001')).toBe(false);
    await startNotices(noticesState, 'en', '1001', calls());
    expect(hadStartupPopup('1001')).toBe(true);
    expect(hadStartupPopup('1002')).toBe(false);
    forgetStartupPopup();
    expect(hadStartupPopup('1001')).toBe(false);
  });
});
