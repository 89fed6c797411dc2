/**
 * The calls that change state, run only with --writes. Each leaves the account as it found it: the
 * theme is switched and put back; the language, the region and a notice already read are sent as
 * they are; the password-reset calls are sent so that the server must refuse them (an address that
 * is not the account's, a wrong code with the current password). What would email someone is not run.
 */
import { randomUUID } from 'node:crypto';
import type { KitClient } from '../http';
import { envelopeCode, valueAt } from '../judge';
import { fail, isClient, NEEDS_WRITES, pass, skip, type Result, type Run } from '../run';

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The session when writes are on, else the reason to skip. */
function writer(run: Run): KitClient | Result {
  if (!run.options.writes) return skip(NEEDS_WRITES);
  return run.session();
}

export async function writeChecks(run: Run): Promise<void> {
  const { options } = run;

  await run.check('PUT account/theme (set and restore)', async () => {
    const session = writer(run);
    if (!isClient(session)) return session;
    const original = run.theme;
    if (original === undefined) return skip('GET account/theme gave no theme to put back afterwards');
    const other = original === 'light' ? 'dark' : 'light';
    const outcome = await switchTheme(run, session, other);
    const restored = await switchTheme(run, session, original);
    if (restored !== null)
      return fail(`could not put the theme back to ${original}: ${restored}${outcome ? `; before that: ${outcome}` : ''}`);
    if (outcome !== null) return fail(outcome);
    return pass(`set ${other}, read it back, put ${original} back`);
  });

  await run.check('PUT adminui/resetlocale', async () => {
    const session = writer(run);
    if (!isClient(session)) return session;
    if (options.language === undefined)
      return skip("give --language (the account's own, en or ja): the contract has no call that reads it");
    const xml = `<locale>${options.language}</locale>`;
    const judged = await run.call(session, 'resetLocale', run.spec('resetLocale', { xml }), { status: [200], success: true });
    return judged.ok ? pass(`${judged.result.reason} (sent the account's own ${options.language})`) : judged.result;
  });

  await run.check('PUT notice/complete', async () => {
    const session = writer(run);
    if (!isClient(session)) return session;
    if (run.readNoticeId === undefined) return skip('no notice the account has already read: marking an unread one could not be undone');
    const xml = `<notice><notice_id>${escapeXml(run.readNoticeId)}</notice_id></notice>`;
    const judged = await run.call(session, 'noticeComplete', run.spec('noticeComplete', { xml }), { status: [200], success: true });
    return judged.ok ? pass(`${judged.result.reason} (notice ${run.readNoticeId}, already read)`) : judged.result;
  });

  await run.check('POST /uiserver/account/site', async () => {
    const session = writer(run);
    if (!isClient(session)) return session;
    const site = run.account?.site ?? '';
    if (site === '') return skip('GET account/present named no comp.site: no region to send back');
    if (options.language === undefined || options.timezone === undefined) {
      return skip("give --language and --timezone (the account's own): the region form sends them back with the account's site");
    }
    const form = { data_site: site, timezone: options.timezone, language: options.language };
    const judged = await run.call(session, 'saveSite', run.spec('saveSite', { form }), { status: [200], success: true });
    return judged.ok
      ? pass(`${judged.result.reason} (sent the account's own ${site}, ${options.timezone}, ${options.language})`)
      : judged.result;
  });

  await run.check('POST account/verificationcode (refused)', async () => {
    const session = writer(run);
    if (!isClient(session)) return session;
    const json = { username: options.user, email: `conformance-${randomUUID()}@invalid.example` };
    const judged = await run.call(session, 'verificationCode', run.spec('verificationCode', { json }), { status: [400, 404, 429] });
    if (!judged.ok) return judged.result;
    if (judged.reply.status === 429) return pass('HTTP 429: the server limits these requests (the contract allows it)');
    const code = envelopeCode(judged.value)?.code;
    return code === '706'
      ? pass(`HTTP ${judged.reply.status}, code 706 for an address that is not the account's`)
      : fail(`HTTP ${judged.reply.status} with code ${code ?? '(none)'}, not 706`);
  });
  run.record('POST account/verificationcode (code sent)', skip("not run, even with --writes: it emails a code to the account's owner"));

  await run.check('PUT account/password (refused)', async () => {
    const session = writer(run);
    if (!isClient(session)) return session;
    const email = run.account?.email ?? '';
    if (email === '') return skip('GET account/present named no email for the account');
    // The current password: a server that wrongly takes the reset changes nothing.
    const json = { username: options.user, email, password: options.password, verification_code: '000000' };
    const judged = await run.call(session, 'resetPassword', run.spec('resetPassword', { json }), { status: [400, 429] });
    if (!judged.ok) return judged.result;
    if (judged.reply.status === 429) return pass('HTTP 429: the server limits these requests (the contract allows it)');
    const code = envelopeCode(judged.value)?.code ?? '(none)';
    return ['1201', '1202', '1208'].includes(code)
      ? pass(`HTTP 400, code ${code} for a wrong verification code`)
      : fail(`HTTP 400 with code ${code}, not 1201, 1202 or 1208`);
  });
  run.record(
    'POST mfa/email/emergencycode (code sent)',
    skip("not run, even with --writes: it emails an emergency code to the account's owner"),
  );

  await run.check('GET account/assumeas/release', async () => {
    const session = writer(run);
    if (!isClient(session)) return session;
    const judged = await run.call(session, 'assumeAsRelease', run.spec('assumeAsRelease'), { status: [200], success: true });
    if (!judged.ok) return judged.result;
    const after = await run.call(session, 'assumeAsPrevious', run.spec('assumeAsPrevious'), { status: [200], success: true });
    if (!after.ok) return fail(`then GET account/assumeas/previous: ${after.result.reason}`);
    const previous = valueAt(after.value, 'response.resultinfo.previous');
    return previous === undefined
      ? pass(`${judged.result.reason}; account/assumeas/previous is empty after it (this session only)`)
      : fail('account/assumeas/previous still names the assuming account after the release');
  });
}

/** Saves a theme and reads it back; null when both agree, else what went wrong. */
async function switchTheme(run: Run, session: KitClient, theme: 'light' | 'dark'): Promise<string | null> {
  const saved = await run.call(session, 'saveTheme', run.spec('saveTheme', { json: { theme } }), { status: [200], success: true });
  if (!saved.ok) return `PUT ${theme}: ${saved.result.reason}`;
  const echoed = valueAt(saved.value, 'data.theme');
  if (echoed !== theme) return `PUT ${theme} answered data.theme ${JSON.stringify(echoed)}`;
  const read = await run.call(session, 'getTheme', run.spec('getTheme'), { status: [200], success: true });
  if (!read.ok) return `GET after PUT ${theme}: ${read.result.reason}`;
  const now = valueAt(read.value, 'data.curTheme');
  return now === theme ? null : `PUT ${theme} was answered, but GET account/theme still says ${JSON.stringify(now)}`;
}
