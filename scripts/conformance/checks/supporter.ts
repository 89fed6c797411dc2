/**
 * The supporter calls of Manual License Check. The console offers the screen only to an account
 * holding one of its route's permissions (manifests/routes, decided by the console's own permission
 * rules); any other account may not make the calls, so they are skipped for it, not failed. The
 * company comes from --company-id; a company that does not exist is made up here, to check the 404.
 */
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { hasAnyPermission, toPermissionMap } from '../../../src/engine/access/permissions';
import { envelopeCode, textProblem, valueAt } from '../judge';
import { fail, NEEDS_WRITES, pass, skip, type Result, type Run } from '../run';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const SCREEN = 'manual-license-check';

/** The permissions of the route that shows the Manual License Check screen, read from the route manifests. */
export function manualCheckPermissions(routesDir: string = path.join(root, 'manifests/routes')): string[] {
  const found: string[][] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(visit);
    else if (typeof node === 'object' && node !== null) {
      const entry = node as Record<string, unknown>;
      if (entry.screen === SCREEN && Array.isArray(entry.permissions))
        found.push(entry.permissions.filter((p): p is string => typeof p === 'string'));
      Object.values(entry).forEach(visit);
    }
  };
  for (const name of readdirSync(routesDir).filter((file) => file.endsWith('.json'))) {
    visit(JSON.parse(readFileSync(path.join(routesDir, name), 'utf8')) as unknown);
  }
  const [permissions] = found;
  if (found.length !== 1 || !permissions)
    throw new Error(`expected one route with the ${SCREEN} screen in ${routesDir}, found ${found.length}`);
  return permissions;
}

/** Null when the account may make the supporter calls, else why not. */
export function supporterRefusal(perms: readonly string[], required: readonly string[]): string | null {
  if (hasAnyPermission(toPermissionMap(perms), required)) return null;
  return `the account may not make it: it holds none of ${required.join(', ')} (the console offers Manual License Check only to those)`;
}

export async function supporterChecks(run: Run): Promise<void> {
  const { options } = run;
  const names = {
    missing: 'GET supporter/license/{companyId} (no such company)',
    details: 'GET supporter/license/{companyId}',
    numbers: 'numbers stay text: supporter/license company',
    sync: 'PUT supporter/license/{companyId}',
  };

  const refusal = ((): Result | null => {
    if (!run.signedIn) return skip(run.noSession);
    if (!run.account) return skip('GET account/present gave no permissions to decide by');
    const reason = supporterRefusal(run.account.perms, manualCheckPermissions());
    return reason === null ? null : skip(reason);
  })();
  if (refusal) {
    for (const name of Object.values(names)) run.record(name, refusal);
    return;
  }
  const session = run.browser;

  await run.check(names.missing, async () => {
    const id = `conformance-no-such-company-${randomUUID()}`;
    const judged = await run.call(session, 'supporterLicense', run.spec('supporterLicense', {}, { params: { companyId: id } }), {
      status: [404],
    });
    if (!judged.ok) return judged.result;
    const code = envelopeCode(judged.value)?.code;
    return code === '404' ? pass('HTTP 404, code 404') : fail(`HTTP 404 with code ${code ?? '(none)'}, where the contract says {code:404}`);
  });

  const companyId = options.companyId;
  let details: unknown;
  await run.check(names.details, async () => {
    if (companyId === undefined) return skip('give --company-id: the company whose licences to look up');
    const judged = await run.call(session, 'supporterLicense', run.spec('supporterLicense', {}, { params: { companyId } }), {
      status: [200, 404],
    });
    if (judged.reply?.status === 200) details = judged.value;
    if (!judged.ok) return judged.result;
    if (judged.reply.status === 404) {
      return skip(`the server has no company ${JSON.stringify(companyId)} (HTTP 404, as the contract says): give an existing company's id`);
    }
    const code = envelopeCode(judged.value)?.code;
    return code === '0' ? judged.result : fail(`HTTP 200 with code ${code ?? '(none)'}, not 0`);
  });

  await run.check(names.numbers, () => {
    if (companyId === undefined) return skip('give --company-id: the company whose licences to look up');
    if (details === undefined) return skip('GET supporter/license/{companyId} gave no licence details to read');
    const problem = textProblem(valueAt(details, 'data.company.GUID'), 'data.company.GUID', companyId);
    if (problem) return fail(problem);
    const name = valueAt(details, 'data.company.name');
    if (typeof name === 'number') return fail(`data.company.name is the number ${name}, not text`);
    return pass(`data.company.GUID is ${JSON.stringify(companyId)}, as asked`);
  });

  await run.check(names.sync, async () => {
    if (!options.writes) return skip(`${NEEDS_WRITES} (starts a licence sync for the company)`);
    if (companyId === undefined) return skip('give --company-id: the company whose licences to sync');
    const judged = await run.call(session, 'supporterLicenseSync', run.spec('supporterLicenseSync', {}, { params: { companyId } }), {
      status: [200],
    });
    if (!judged.ok) return judged.result;
    const code = envelopeCode(judged.value)?.code;
    return pass(code === '0' ? 'HTTP 200, code 0: synced' : `HTTP 200, code ${code ?? '(none)'}: a failed sync, which the contract allows`);
  });
}
