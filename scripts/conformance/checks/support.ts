/**
 * Support sessions (contract: "Support sessions (assume-as) that customers can trust"). The account of
 * --user is the customer (an administrator of its own account, ALL); --supporter names an account that
 * starts support sessions on the legacy page (--support-start: a form with account, reason and ticket,
 * the only start the contract has). With --writes the kit turns the customer's support access off and
 * on (behind step-up), checks that no session starts without it, starts one and checks every rule
 * the contract states: the fields of previous and the Date header, read mode's 1220, extend (two at
 * once), elevate behind a proof made for it alone, write mode, lower, the customer ending it (1221,
 * then the supporter's own account), release twice, and the customer's log; with --wait-support-end
 * it also waits out write mode and the session itself. It puts the access back as it found it.
 */
import { randomUUID } from 'node:crypto';
import type { KitClient, Received } from '../http';
import { envelopeCode, valueAt } from '../judge';
import { fail, isClient, NEEDS_WRITES, pass, skip, type Result, type Run } from '../run';
import { loginForm } from './sign-in';

export const SUPPORT_ROWS = {
  access: 'GET account/support-access (the grant and the log)',
  grant: 'PUT account/support-access (off, then on for a day; behind step-up)',
  refused: 'no support session starts without the grant',
  started: 'a support session: previous carries reason, ticket, started_at, expires_at, mode read; the reply a Date',
  readOnly: 'read mode: a state-changing call answers 403 code 1220',
  notCustomer: 'GET account/support-access inside a support session: 403',
  extend: 'POST account/assumeas/extend, two at once: each counts, or 409 code 1223',
  elevate: 'POST account/assumeas/elevate: 401 code 1210 first, proved, then write mode',
  elevateAgain: 'POST account/assumeas/elevate again: the proof served one elevate (1210)',
  written: 'write mode: a change goes through',
  lower: 'POST account/assumeas/lower: read mode again (1220)',
  writeEnds: 'write mode ends by itself at write_until (1220 again)',
  timeUp: 'time up: 401 code 1221, then account/present answers the supporter',
  customerOff: 'support access turned off ends a running session: 401 code 1221, then the supporter',
  releaseTwice: 'GET account/assumeas/release after the end, twice: harmless',
  log: "the customer's log: who, reason, ticket, start, end, who ended it, elevations, each change by call",
  restored: 'support access put back as it was',
} as const;

const MINUTE = 60_000;
const DAY = 86_400_000;
const REASON = 'Conformance kit: checking support sessions';

function parsed(reply: Received): unknown {
  try {
    return JSON.parse(reply.body) as unknown;
  } catch {
    return undefined;
  }
}

/** HTTP status and JSON code, as a row says them. */
function said(reply: Received): string {
  const code = envelopeCode(parsed(reply))?.code;
  return `HTTP ${reply.status}${code !== undefined ? ` code ${code}` : ''}`;
}

const hasCode = (reply: Received, status: number, code: number): boolean =>
  reply.status === status && envelopeCode(parsed(reply))?.code === String(code);

const time = (value: unknown): number => (typeof value === 'string' ? Date.parse(value) : Number.NaN);

interface Previous {
  readonly fields: Readonly<Record<string, unknown>>;
  readonly reply: Received;
}

export async function supportChecks(run: Run, wait: (ms: number) => Promise<void>): Promise<void> {
  const { options } = run;
  const customer = run.session();
  const record = (names: readonly string[], result: Result): void => names.forEach((name) => run.record(name, result));
  const later = Object.values(SUPPORT_ROWS).filter((name) => name !== SUPPORT_ROWS.access);

  /** The grant as found: on or off, and how long it still held by the server's clock. */
  let original: { enabled: boolean; leftMs: number } | undefined;
  await run.check(SUPPORT_ROWS.access, async () => {
    if (!isClient(customer)) return customer;
    const judged = await run.call(customer, 'supportAccess', run.spec('supportAccess'), { status: [200, 403] });
    if (!judged.ok) return judged.result;
    if (judged.reply.status === 403) return skip(`HTTP 403: ${options.user} is not an administrator (ALL) of its own account`);
    const enabled = valueAt(judged.value, 'data.enabled');
    const until = time(valueAt(judged.value, 'data.until'));
    const now = judged.reply.date ? Date.parse(judged.reply.date) : Date.now();
    original = { enabled: enabled === true, leftMs: until - now };
    const sessions = valueAt(judged.value, 'data.sessions');
    return pass(
      `${judged.result.reason}; enabled ${String(enabled)}, ${Array.isArray(sessions) ? sessions.length : '?'} sessions in the log`,
    );
  });

  if (!isClient(customer)) return record(later, customer);
  if (!original) return record(later, skip('GET account/support-access gave no grant to start from'));
  if (options.supporter === undefined) return record(later, skip('give --supporter NAME: an account that starts support sessions'));
  if (!options.writes) return record(later, skip(`${NEEDS_WRITES} (the customer's support access, a support session and its log)`));
  const supporterName = options.supporter;
  const restore = original;

  /** PUT account/support-access, proving the customer with the password when asked (1210). */
  const putAccess = async (body: object): Promise<{ result?: Result; reply?: Received; value?: unknown }> => {
    const spec = run.spec('saveSupportAccess', { json: body });
    const first = await run.call(customer, 'saveSupportAccess', spec, { status: [200, 401] });
    if (!first.ok) return { result: first.result };
    if (first.reply.status === 200) return { reply: first.reply, value: first.value };
    const challenge = valueAt(parsed(first.reply), 'data.challenge');
    const factor = valueAt(parsed(first.reply), 'data.factor');
    if (!hasCode(first.reply, 401, 1210) || typeof challenge !== 'string') return { result: fail(`${said(first.reply)}, not 200 or 1210`) };
    if (factor !== 'password') return { result: skip(`the kit proves only a password account, not factor ${String(factor)}`) };
    const proved = await customer.send(run.spec('reauth', { json: { challenge, password: options.password } }));
    if (!proved.received || proved.status !== 200) return { result: fail('proving the customer for the 1210 failed') };
    const again = await run.call(customer, 'saveSupportAccess', spec, { status: [200], success: true });
    return again.ok ? { reply: again.reply, value: again.value } : { result: again.result };
  };

  const accountIdOf = async (client: KitClient): Promise<string | undefined> => {
    const judged = await run.call(client, 'accountPresent', run.spec('accountPresent'), { status: [200], success: true });
    const id = judged.ok ? valueAt(judged.value, 'response.resultinfo.account.account_id') : undefined;
    return typeof id === 'string' || typeof id === 'number' ? String(id) : undefined;
  };

  const previousOf = async (client: KitClient): Promise<Previous | undefined> => {
    const judged = await run.call(client, 'assumeAsPrevious', run.spec('assumeAsPrevious'), { status: [200], success: true });
    if (!judged.ok) return undefined;
    const fields = valueAt(judged.value, 'response.resultinfo.previous');
    return { fields: typeof fields === 'object' && fields !== null ? (fields as Record<string, unknown>) : {}, reply: judged.reply };
  };

  /** Milliseconds from the server's clock (a reply's Date) until `at`. */
  const untilServer = (at: number, reply: Received): number => at - (reply.date ? Date.parse(reply.date) : Date.now());

  const customerId = await accountIdOf(customer);
  const supporter = run.freshClient();
  await supporter.send(run.spec('versionInfo'));
  const login = await supporter.send(run.spec('login', { form: loginForm(supporterName, options.password) }));
  const supporterId = login.received && login.status === 200 ? await accountIdOf(supporter) : undefined;
  if (customerId === undefined) return record(later, fail('GET account/present gave the customer no account_id'));
  if (supporterId === undefined) return record(later, fail(`${supporterName} could not sign in with the password given`));

  const start = (ticket: string) =>
    supporter.send({ method: 'POST', path: options.supportStart, form: { account: customerId, reason: REASON, ticket } });
  const themeOf = async (client: KitClient): Promise<'light' | 'dark' | undefined> => {
    const reply = await client.send(run.spec('getTheme'));
    const theme = reply.received ? valueAt(parsed(reply), 'data.curTheme') : undefined;
    return theme === 'light' || theme === 'dark' ? theme : undefined;
  };
  /** A state-changing call that changes nothing if let through: the account's own theme, sent back. */
  const writeTheme = async (theme: 'light' | 'dark') => supporter.send(run.spec('saveTheme', { json: { theme } }));
  const elevate = () => supporter.send(run.spec('assumeAsElevate', { json: { minutes: 5, reason: REASON } }));
  const proveElevate = async (): Promise<Result | Received> => {
    const asked = await elevate();
    if (!asked.received) return fail(asked.reason);
    const challenge = valueAt(parsed(asked), 'data.challenge');
    if (!hasCode(asked, 401, 1210) || typeof challenge !== 'string') return fail(`the first elevate: ${said(asked)}, not 401 code 1210`);
    if (valueAt(parsed(asked), 'data.factor') !== 'password') return skip("the kit proves only a password supporter's challenge");
    await supporter.send(run.spec('reauth', { json: { challenge, password: options.password } }));
    const judged = await run.call(supporter, 'assumeAsElevate', run.spec('assumeAsElevate', { json: { minutes: 5, reason: REASON } }), {
      status: [200],
      success: true,
    });
    return judged.ok ? judged.reply : judged.result;
  };

  await run.check(SUPPORT_ROWS.grant, async () => {
    const off = await putAccess({ enabled: false });
    if (off.result) return off.result;
    if (valueAt(off.value, 'data.enabled') !== false) return fail('turned off, data.enabled is not false');
    const on = await putAccess({ enabled: true, days: 1 });
    if (on.result) return on.result;
    const until = untilServer(time(valueAt(on.value, 'data.until')), on.reply as Received);
    if (valueAt(on.value, 'data.enabled') !== true) return fail('turned on, data.enabled is not true');
    if (Math.abs(until - DAY) > 5 * MINUTE)
      return fail(`on for a day, data.until is ${Math.round(until / MINUTE)} minutes from the server's Date`);
    return pass('off (data.enabled false), then on for a day (data.until a day from the reply’s Date)');
  });

  await run.check(SUPPORT_ROWS.refused, async () => {
    const off = await putAccess({ enabled: false });
    if (off.result) return off.result;
    const tried = await start(`conformance-refused-${randomUUID().slice(0, 8)}`);
    const after = await accountIdOf(supporter);
    // A session that started anyway is ended, so the checks after this one start from the supporter.
    if (after !== supporterId) await supporter.send(run.spec('assumeAsRelease'));
    const on = await putAccess({ enabled: true, days: 1 });
    if (on.result) return fail(`could not turn access on again: ${on.result.reason}`);
    if (after !== supporterId)
      return fail(`started without the grant: account/present answers ${String(after)}, not the supporter ${supporterId}`);
    return pass(`the start answered ${tried.received ? `HTTP ${tried.status}` : 'nothing'}; account/present is still the supporter`);
  });

  const ticket = `conformance-${randomUUID().slice(0, 8)}`;
  let started: Previous | undefined;
  await run.check(SUPPORT_ROWS.started, async () => {
    const reply = await start(ticket);
    if (!reply.received || reply.status >= 400)
      return fail(`starting on ${options.supportStart}: ${reply.received ? said(reply) : reply.reason}`);
    if ((await accountIdOf(supporter)) !== customerId) return fail("after the start, account/present is not the customer's account");
    started = await previousOf(supporter);
    if (!started) return fail('GET account/assumeas/previous failed');
    const f = started.fields;
    for (const [field, expected] of [
      ['reason', REASON],
      ['ticket', ticket],
      ['mode', 'read'],
    ] as const) {
      if (f[field] !== expected) return fail(`previous.${field} is ${JSON.stringify(f[field])}, not ${JSON.stringify(expected)}`);
    }
    if (Number.isNaN(time(f.started_at)) || Number.isNaN(time(f.expires_at))) return fail('previous has no ISO started_at and expires_at');
    if (f.write_until !== undefined) return fail('read mode, yet previous has write_until');
    if (!started.reply.date) return fail('the reply has no Date header: the console cannot read expires_at against the server’s clock');
    const left = untilServer(time(f.expires_at), started.reply);
    return pass(`reason, ticket, mode read; expires_at ${Math.round(left / 1000)} s after the reply's Date`);
  });
  if (!started) return record(later.slice(later.indexOf(SUPPORT_ROWS.readOnly)), skip('no support session started'));

  const theme = (await themeOf(supporter)) ?? 'light';
  await run.check(SUPPORT_ROWS.readOnly, async () => {
    const reply = await writeTheme(theme);
    if (!reply.received) return fail(reply.reason);
    return hasCode(reply, 403, 1220)
      ? pass('PUT account/theme: HTTP 403 code 1220')
      : fail(`PUT account/theme: ${said(reply)}, not 403 code 1220`);
  });

  await run.check(SUPPORT_ROWS.notCustomer, async () => {
    const judged = await run.call(supporter, 'supportAccess', run.spec('supportAccess'), { status: [403] });
    return judged.ok ? pass('HTTP 403: the log and the grant are the customer’s own administrators’') : judged.result;
  });

  await run.check(SUPPORT_ROWS.extend, async () => {
    const before = time((await previousOf(supporter))?.fields.expires_at);
    const spec = run.spec('assumeAsExtend', { json: { minutes: 15 } });
    const both = await Promise.all([1, 2].map(() => run.call(supporter, 'assumeAsExtend', spec, { status: [200, 409] })));
    let counted = 0;
    for (const judged of both) {
      if (!judged.ok) return judged.result;
      if (judged.reply.status === 409) {
        if (envelopeCode(judged.value)?.code !== '1223') return fail(`HTTP 409 with ${said(judged.reply)}, not code 1223`);
        if (Number.isNaN(time(valueAt(judged.value, 'data.max_expires_at')))) return fail('409 code 1223 without data.max_expires_at');
      } else counted += 1;
    }
    const after = time((await previousOf(supporter))?.fields.expires_at);
    if (after - before !== counted * 15 * MINUTE)
      return fail(`${counted} of two extends of 15 minutes answered 200, yet expires_at moved ${(after - before) / MINUTE} minutes`);
    return pass(
      `${counted} of two at once counted (expires_at ${counted * 15} minutes later)${counted < 2 ? '; the rest 409 code 1223' : ''}`,
    );
  });

  let raised = false;
  await run.check(SUPPORT_ROWS.elevate, async () => {
    const reply = await proveElevate();
    if (!('received' in reply)) return reply;
    const until = time(valueAt(parsed(reply), 'data.write_until'));
    if (valueAt(parsed(reply), 'data.mode') !== 'write' || Number.isNaN(until)) return fail('no data.mode write with data.write_until');
    const previous = await previousOf(supporter);
    if (previous?.fields.mode !== 'write' || time(previous.fields.write_until) !== until)
      return fail('previous does not say mode write until the write_until given');
    raised = true;
    return pass('401 code 1210, proved, then mode write; previous says so, with write_until');
  });

  await run.check(SUPPORT_ROWS.elevateAgain, async () => {
    if (!raised) return skip('elevate did not succeed');
    const again = await elevate();
    if (!again.received) return fail(again.reason);
    return hasCode(again, 401, 1210) ? pass('HTTP 401 code 1210 again') : fail(`${said(again)}: the proof served a second elevate`);
  });

  await run.check(SUPPORT_ROWS.written, async () => {
    if (!raised) return skip('elevate did not succeed');
    const judged = await run.call(supporter, 'saveTheme', run.spec('saveTheme', { json: { theme } }), { status: [200], success: true });
    return judged.ok ? pass(`PUT account/theme (the customer's own ${theme}, sent back): HTTP 200`) : judged.result;
  });

  await run.check(SUPPORT_ROWS.lower, async () => {
    const judged = await run.call(supporter, 'assumeAsLower', run.spec('assumeAsLower'), { status: [200], success: true });
    if (!judged.ok) return judged.result;
    if (valueAt(judged.value, 'data.mode') !== 'read') return fail('data.mode is not read');
    const reply = await writeTheme(theme);
    if (!reply.received || !hasCode(reply, 403, 1220))
      return fail(`then PUT account/theme: ${reply.received ? said(reply) : reply.reason}`);
    return pass('data.mode read; PUT account/theme: 403 code 1220 again');
  });

  const waits = (name: string, decide: () => Promise<Result>) =>
    run.check(name, () => (options.waitSupportEnd ? decide() : Promise.resolve(skip('waits out the time: runs with --wait-support-end'))));

  await waits(SUPPORT_ROWS.writeEnds, async () => {
    const reply = await proveElevate();
    if (!('received' in reply)) return reply;
    const until = time(valueAt(parsed(reply), 'data.write_until'));
    await wait(untilServer(until, reply) + 1000);
    const after = await writeTheme(theme);
    if (!after.received || !hasCode(after, 403, 1220)) return fail(`after write_until: ${after.received ? said(after) : after.reason}`);
    return (await previousOf(supporter))?.fields.mode === 'read'
      ? pass('after write_until: 403 code 1220, previous mode read')
      : fail('after write_until, previous does not say mode read');
  });

  let endedBy = 'customer' as 'expiry' | 'customer';
  await waits(SUPPORT_ROWS.timeUp, async () => {
    const previous = await previousOf(supporter);
    if (!previous) return fail('GET account/assumeas/previous failed');
    await wait(untilServer(time(previous.fields.expires_at), previous.reply) + 1000);
    const reply = await supporter.send(run.spec('getTheme'));
    if (!reply.received || !hasCode(reply, 401, 1221))
      return fail(`after expires_at, GET account/theme: ${reply.received ? said(reply) : reply.reason}`);
    const own = await accountIdOf(supporter);
    if (own !== supporterId) return fail(`then account/present answers ${String(own)}, not the supporter ${supporterId}`);
    endedBy = 'expiry';
    return pass("after expires_at: 401 code 1221; account/present the supporter's own");
  });

  const offTicket = endedBy === 'expiry' ? `conformance-${randomUUID().slice(0, 8)}` : ticket;
  await run.check(SUPPORT_ROWS.customerOff, async () => {
    if (offTicket !== ticket) {
      const again = await start(offTicket);
      if (!again.received || again.status >= 400) return fail('could not start a second support session');
    }
    const off = await putAccess({ enabled: false });
    if (off.result) return off.result;
    const reply = await supporter.send(run.spec('getTheme'));
    if (!reply.received || !hasCode(reply, 401, 1221)) return fail(`GET account/theme: ${reply.received ? said(reply) : reply.reason}`);
    const own = await accountIdOf(supporter);
    return own === supporterId
      ? pass("401 code 1221; account/present the supporter's own")
      : fail(`account/present answers ${String(own)}`);
  });

  await run.check(SUPPORT_ROWS.releaseTwice, async () => {
    for (const n of [1, 2]) {
      const judged = await run.call(supporter, 'assumeAsRelease', run.spec('assumeAsRelease'), { status: [200], success: true });
      if (!judged.ok) return fail(`release ${n}: ${judged.result.reason}`);
    }
    return (await accountIdOf(supporter)) === supporterId
      ? pass('errorcode 0 twice; still the supporter')
      : fail('not the supporter after release');
  });

  await run.check(SUPPORT_ROWS.log, async () => {
    const judged = await run.call(customer, 'supportAccess', run.spec('supportAccess'), { status: [200], success: true });
    if (!judged.ok) return judged.result;
    const sessions = valueAt(judged.value, 'data.sessions');
    const list = Array.isArray(sessions) ? (sessions as Record<string, unknown>[]) : [];
    const entry = list.find((s) => s.ticket === ticket);
    if (!entry) return fail(`no session with the ticket ${ticket} in the log`);
    if (typeof entry.supporter !== 'string' || entry.supporter === '') return fail('the entry names no supporter');
    if (entry.reason !== REASON) return fail('the entry does not carry the reason given');
    if (Number.isNaN(time(entry.started_at)) || Number.isNaN(time(entry.ended_at))) return fail('the entry has no started_at and ended_at');
    if (entry.ended_by !== endedBy) return fail(`ended_by is ${JSON.stringify(entry.ended_by)}, not ${endedBy}`);
    const elevations = Array.isArray(entry.elevations) ? (entry.elevations as Record<string, unknown>[]) : [];
    if (raised && !elevations.some((e) => e.reason === REASON)) return fail('the elevation (and its reason) is not in the log');
    const writes = Array.isArray(entry.writes) ? (entry.writes as Record<string, unknown>[]) : [];
    const call = writes.map((w) => w.call).find((c) => typeof c === 'string' && /^PUT \S*account\/theme$/.test(c));
    if (raised && call === undefined) return fail(`the write is not in the log by call name: ${JSON.stringify(writes.map((w) => w.call))}`);
    if (writes.some((w) => typeof w.call === 'string' && /[?{}]/.test(w.call) && !/\{\w+\}/.test(w.call)))
      return fail('a call carries a query');
    if (offTicket !== ticket) {
      const second = list.find((s) => s.ticket === offTicket);
      if (second?.ended_by !== 'customer') return fail(`the second session ended_by ${JSON.stringify(second?.ended_by)}, not customer`);
    }
    return pass(
      `supporter ${entry.supporter}, reason, ticket, ended_by ${endedBy}, ${elevations.length} elevations, writes ${JSON.stringify(call)}`,
    );
  });

  await run.check(SUPPORT_ROWS.restored, async () => {
    const days = Math.min(30, Math.max(1, Math.ceil(restore.leftMs / DAY)));
    const put = await putAccess(restore.enabled ? { enabled: true, days } : { enabled: false });
    if (put.result) return put.result;
    return pass(restore.enabled ? `on again for ${days} days (the whole days it still held)` : 'off, as it was');
  });
}
