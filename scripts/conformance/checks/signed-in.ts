/**
 * Signed in: every read of the contract, with its status, envelope and shape; the lists that must
 * stay lists however few items they hold; identifiers that must stay text; and the range of
 * request headers the console sends (time zones east, west and half-hour).
 */
import type { KitClient } from '../http';
import { listLength, listProblem, textProblem, valueAt } from '../judge';
import { fail, isClient, pass, skip, type AccountFacts, type Judged, type Result, type Run } from '../run';

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function asList(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

/** The row of a list: still a list, and how many items (one item is the case that goes wrong). */
function listRow(judged: Judged | undefined, path: string, holder?: string): Result {
  if (!judged?.reply || judged.value === undefined) return skip('the call gave no reply to read');
  const problem = listProblem(judged.value, path, holder);
  if (problem) return fail(problem);
  const count = listLength(judged.value, path);
  return pass(count === 1 ? 'a list of 1: one element, still a list' : `a list of ${count}`);
}

export async function signedInChecks(run: Run): Promise<void> {
  /** `success`: the envelope's code must be 0. `more`: a further problem with a reply that is as documented. */
  const get = async (
    name: string,
    operationId: string,
    query: Readonly<Record<string, string>> | undefined,
    { success = true, more }: { success?: boolean; more?: (value: unknown) => string | null } = {},
  ): Promise<Judged | undefined> => {
    let judged: Judged | undefined;
    await run.check(`GET ${name}`, async () => {
      const session = run.session();
      if (!isClient(session)) return session;
      judged = await run.call(session, operationId, run.spec(operationId, {}, { query }), { status: [200], success });
      const problem = judged.ok && more ? more(judged.value) : null;
      return problem === null ? judged.result : fail(problem);
    });
    return judged;
  };
  const whenSignedIn = (name: string, decide: () => Result): Promise<Result> =>
    run.check(name, () => (run.signedIn ? decide() : skip(run.noSession)));

  const present = await get('account/present', 'accountPresent', undefined);
  if (present?.value !== undefined) {
    const account = valueAt(present.value, 'response.resultinfo.account');
    const perms = valueAt(present.value, 'response.resultinfo.perms.perm');
    const facts: AccountFacts = {
      perms: asList(perms).filter((perm): perm is string => typeof perm === 'string'),
      email: text(valueAt(account, 'email')),
      site: text(valueAt(account, 'comp.site')),
      cobrandId: text(valueAt(account, 'cobrand_id')),
    };
    run.account = facts;
  }
  await whenSignedIn('list stays a list: account/present perms.perm', () =>
    listRow(present, 'response.resultinfo.perms.perm', 'response.resultinfo.perms'),
  );

  await get('account/assumeas/previous', 'assumeAsPrevious', undefined);
  await get('mfa/setting', 'mfaSetting', undefined);

  const sites = await get('account/sites', 'sites', undefined);
  await whenSignedIn('list stays a list: account/sites', () => listRow(sites, ''));

  const list = await get('notice/list', 'noticeList', { locale: 'en', maxnumber: '10' });
  await whenSignedIn('list stays a list: notice/list', () => {
    const row = listRow(list, 'list');
    const count = listLength(list?.value, 'list');
    return row.outcome === 'pass' && count > 10 ? fail(`${count} notices, where maxnumber=10 asked for 10 at most`) : row;
  });
  const popup = await get('notice/popup', 'noticePopup', { locale: 'ja' });
  await whenSignedIn('list stays a list: notice/popup', () => listRow(popup, 'list'));
  const notices = [...asList(valueAt(list?.value, 'list')), ...asList(valueAt(popup?.value, 'list'))];
  run.readNoticeId = notices
    .filter((notice) => valueAt(notice, 'completed') === 'true')
    .map((notice) => valueAt(notice, 'notice_id'))
    .find((id): id is string => typeof id === 'string' && id !== '');
  await whenSignedIn('numbers stay text: notice ids', () => {
    if (!list?.reply && !popup?.reply) return skip('notice/list and notice/popup gave no reply to read');
    if (notices.length === 0) return skip('the account has no notices to look at');
    for (const notice of notices) {
      const problem = textProblem(valueAt(notice, 'notice_id'), 'notice_id');
      if (problem) return fail(problem);
    }
    return pass(`${notices.length} notice ids, each a JSON string`);
  });

  await get('account/visionone/promotion', 'promotion', undefined, { success: false });

  const isTheme = (value: unknown): value is 'light' | 'dark' => value === 'light' || value === 'dark';
  const theme = await get('account/theme', 'getTheme', undefined, {
    more: (value) => (isTheme(valueAt(value, 'data.curTheme')) ? null : 'data.curTheme: missing (the console reads the saved theme there)'),
  });
  const current = valueAt(theme?.value, 'data.curTheme');
  if (theme?.ok && isTheme(current)) run.theme = current;

  // A non-zero errorCode is an answer the console acts on (it hides the banner), not a broken reply.
  await get('account/visionone/productupgrade', 'productUpgrade', undefined, { success: false });

  await run.check('GET cobrand/banner', async () => {
    const session = run.session();
    if (!isClient(session)) return session;
    // The console's default co-brand is 3 when the account names none.
    const id = /^\d+$/.test(run.account?.cobrandId ?? '') ? (run.account?.cobrandId ?? '3') : '3';
    const judged = await run.call(session, 'cobrandBanner', run.spec('cobrandBanner', {}, { query: { cobrand_id: id, bannertype: '1' } }), {
      status: [200],
    });
    return judged.result;
  });

  await run.check('console headers accepted', async () => {
    const session = run.session();
    if (!isClient(session)) return session;
    return headerVariants(run, session);
  });
}

/** The console sends the browser's own zone: east, west, half-hour and UTC must all be taken. */
const ZONES = [
  { offset: '9', name: 'Asia/Tokyo' },
  { offset: '-5', name: 'America/New_York' },
  { offset: '5.5', name: 'Asia/Kolkata' },
  { offset: '0', name: 'UTC' },
];

async function headerVariants(run: Run, session: KitClient): Promise<Result> {
  for (const zone of ZONES) {
    const reply = await session.send(run.spec('getTheme', { headers: { 'x-timezone-offset': zone.offset, 'x-timezone-name': zone.name } }));
    const judged = run.judge('getTheme', reply, { status: [200], success: true });
    if (!judged.ok)
      return fail(`GET account/theme with x-timezone-offset ${zone.offset}, x-timezone-name ${zone.name}: ${judged.result.reason}`);
  }
  return pass(
    `GET account/theme answered with each x-timezone-offset (${ZONES.map((zone) => zone.offset).join(', ')}) and the other API headers`,
  );
}
