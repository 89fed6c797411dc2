/**
 * The route studio (ADR 0015), against a studio-mode server this spec starts on a spare port over a
 * temporary copy of the tree's manifests, translations and access report, so the real tree is never
 * written. The console's own server (the config's web server) is asked whether it serves the studio.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { treeVerdict } from '../../studio/server/change';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PORT = Number(process.env.E2E_PORT ?? 4180) + 5;
const STUDIO = `http://127.0.0.1:${PORT}`;
let tree = '';
let server: ChildProcess | undefined;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  tree = await mkdtemp(path.join(os.tmpdir(), 'studio-tree-'));
  for (const part of ['manifests', 'public/locales', 'docs/access-report.md', 'docs/access-report.html']) {
    await cp(path.join(repo, part), path.join(tree, part), { recursive: true });
  }
  server = spawn(process.execPath, ['--import', 'tsx', 'studio/serve.ts'], {
    cwd: repo,
    env: { ...process.env, PORT: String(PORT), STUDIO_TREE: tree },
    stdio: 'pipe',
  });
  await new Promise<void>((resolve, reject) => {
    let out = '';
    server?.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('Route studio:')) resolve();
    });
    server?.stderr?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    server?.on('exit', (code) => reject(new Error(`studio exited ${code}: ${out}`)));
  });
});

test.afterAll(async () => {
  server?.kill('SIGTERM');
  await rm(tree, { recursive: true, force: true });
});

const read = (file: string) => readFile(path.join(tree, file), 'utf8');

/**
 * `npm run check`, every part of it, on a copy of this repository's tracked files with the files the
 * studio wrote in `saved` put in their place (node_modules linked, not copied).
 */
async function wholeCheckPasses(saved: string): Promise<void> {
  const run = promisify(execFile);
  const copy = await mkdtemp(path.join(os.tmpdir(), 'studio-check-'));
  try {
    const { stdout } = await run('git', ['ls-files', '-z'], { cwd: repo, maxBuffer: 64 * 1024 * 1024 });
    const tracked = stdout.split('\0').filter((file) => file !== '');
    for (const file of tracked) {
      await mkdir(path.dirname(path.join(copy, file)), { recursive: true });
      await cp(path.join(repo, file), path.join(copy, file)).catch(() => undefined);
    }
    for (const part of ['manifests/routes', 'public/locales', 'docs/access-report.md', 'docs/access-report.html']) {
      await cp(path.join(saved, part), path.join(copy, part), { recursive: true, force: true });
    }
    await symlink(path.join(repo, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
    const checked = await run('npm', ['run', 'check'], { cwd: copy, maxBuffer: 64 * 1024 * 1024 }).then(
      () => 'passed',
      (error: { stdout?: string; stderr?: string }) => `failed:\n${error.stdout ?? ''}\n${error.stderr ?? ''}`.slice(-4000),
    );
    expect(checked).toBe('passed');
  } finally {
    await rm(copy, { recursive: true, force: true });
  }
}

async function open(page: Page): Promise<void> {
  await page.goto(`${STUDIO}/studio`);
  await expect(page.getByRole('heading', { name: 'Route table' }).first()).toBeVisible();
}

async function tokenOf(page: Page): Promise<string> {
  await page.goto(`${STUDIO}/studio`);
  return (await page.locator('meta[name="studio-token"]').getAttribute('content')) ?? '';
}

test('adds a page to Administration > Other Settings, previews it per profile, shows the diff, saves a tree that passes the checks', async ({
  page,
}) => {
  test.setTimeout(480_000);
  await open(page);
  await page.getByRole('button', { name: 'Add a page to Other Settings' }).click();
  await page.getByLabel('Path', { exact: true }).fill('mail-archive');
  await page.getByLabel('Label (English)').fill('Mail Archive');
  await page.getByLabel('Label (日本語)').fill('メールアーカイブ');
  await page.getByRole('checkbox', { name: /^EC_SETTINGS / }).uncheck();
  await page.getByLabel('Filter permissions').fill('POLICY');
  await page.getByRole('checkbox', { name: /^POLICY / }).check();
  await page.getByRole('button', { name: 'Add a rule part' }).click();

  // An invalid rule: its error, where it is and what was meant, within a second of the keystroke.
  const rule = page.getByLabel('Rule (CEL)');
  // Timed in the page, from the input event to the error in the document (Playwright's own round trips left out).
  await page.evaluate(() => {
    const win = window as unknown as { errorShownAfter?: number };
    let start = 0;
    window.addEventListener('input', () => (start = performance.now()), { once: true, capture: true });
    const observer = new MutationObserver(() => {
      if (start === 0 || !document.querySelector('#route_show_errors')?.textContent?.includes('Unknown variable: inboundOnl')) return;
      win.errorShownAfter = performance.now() - start;
      observer.disconnect();
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await rule.fill('!inboundOnl');
  await expect(page.locator('#route_show_errors')).toContainText('Unknown variable: inboundOnl');
  expect(await page.evaluate(() => (window as unknown as { errorShownAfter?: number }).errorShownAfter)).toBeLessThan(1_000);
  await expect(page.locator('#route_show_errors')).toContainText('Did you mean inboundOnly?');
  // Save is not silently disabled: the blockers are listed, each a link to its field.
  await page.locator('.blockers a', { hasText: 'does not check' }).click();
  await expect(rule).toBeFocused();

  await rule.fill('!inboundOnly');
  await page.getByLabel('Reason key').fill('refusal.inboundOnly');
  await expect(page.getByText('No problem: the change passes the manifest check.')).toBeVisible();

  // The preview per profile, against what the access report says once saved.
  const panel = page.getByTestId('admin-panel');
  await page.getByLabel('Preview as').selectOption({ label: 'Full admin' });
  await expect(panel.locator('[data-route="/administration/mail-archive"]')).toHaveText('Mail Archive');
  // Drawn by the console's own side menu, and the legacy page framed as that profile's demo account,
  // not the console's logon page.
  await expect(page.getByTestId('side-menu').locator('[data-route="/administration"]')).toBeVisible();
  await expect(page.getByTestId('frame-session')).toHaveText("Logged on as Full admin's demo account.");
  await expect(page.frameLocator('iframe.legacy').getByRole('heading', { level: 1 })).toHaveText('Mail archive');
  await page.getByLabel('Preview as').selectOption({ label: 'Inbound only' });
  await expect(panel.locator('[data-route="/administration/mail-archive"]')).toHaveCount(0);
  const inbound = page.getByTestId('delta').locator('tr[data-profile="inbound-only"]');
  await expect(inbound).toContainText('Not available to inbound-only accounts.');

  await page.getByRole('button', { name: 'Review the change' }).last().click();
  const files = page.getByTestId('diff-files').locator('li');
  await expect(files).toHaveCount(5);
  expect(await files.evaluateAll((items) => items.map((item) => item.getAttribute('data-file')))).toEqual([
    'docs/access-report.html',
    'docs/access-report.md',
    'manifests/routes/administration.json',
    'public/locales/en/translation.json',
    'public/locales/ja/translation.json',
  ]);
  const before = Object.fromEntries(
    await Promise.all((await readdir(path.join(tree, 'manifests/profiles'))).map(async (f) => [f, await read(`manifests/profiles/${f}`)])),
  );
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved 5 file(s).')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('npm run check:manifests, check:access-report and check:vocabulary pass on the saved tree.')).toBeVisible();

  // The tree passes the checks CI runs, and the report agrees with the preview.
  expect(await treeVerdict(tree)).toEqual({ manifests: [], report: [], vocabulary: [] });
  // And the whole `npm run check`, in this repository with the studio's saved files in place.
  await wholeCheckPasses(tree);
  const report = await read('docs/access-report.md');
  const header = report.split('\n').find((line) => line.startsWith('| Route |')) ?? '';
  const row = report.split('\n').find((line) => line.startsWith('| `/administration/mail-archive`')) ?? '';
  const columns = header.split('|').map((cell) => cell.trim());
  const cells = row.split('|').map((cell) => cell.trim());
  expect(cells[columns.indexOf('Full admin')]).toBe('panel');
  expect(cells[columns.indexOf('Inbound only')]).toBe('—');
  const manifest = JSON.parse(await read('manifests/routes/administration.json')) as { routes: { children: { path: string }[] }[] };
  const added = manifest.routes[0]?.children.find((child) => child.path === 'mail-archive');
  // Keys in the order the manifests are written in (the schema's).
  expect(Object.keys(added ?? {})).toEqual(['path', 'label', 'group', 'permissions', 'show', 'frame']);
  expect(added).toEqual({
    path: 'mail-archive',
    label: 'page.administration.mailArchive',
    group: 'otherSettings',
    permissions: ['POLICY'],
    show: [{ rule: '!inboundOnly', reason: 'refusal.inboundOnly' }],
    frame: '/uiserver/legacy/administration/mail-archive',
  });
  for (const [file, text] of Object.entries(before)) expect(await read(`manifests/profiles/${file}`)).toBe(text);
});

/** The pages of a panel group as the preview's Administration panel lists them. */
async function panelGroup(page: Page, group: string): Promise<(string | null)[]> {
  return page
    .getByTestId('admin-panel')
    .locator(`section[data-group="${group}"] [data-route]`)
    .evaluateAll((links) => links.map((link) => link.getAttribute('data-route')));
}

const ADMIN = 'manifests/routes/administration.json';
const EN = 'public/locales/en/translation.json';
const JA = 'public/locales/ja/translation.json';
const childrenOf = async (): Promise<{ path: string; group?: string }[]> =>
  (JSON.parse(await read(ADMIN)) as { routes: { children: { path: string; group?: string }[] }[] }).routes[0]?.children ?? [];

test('moves a page in its group and to another panel group, removes one, and the downloaded patch applies to a clean copy with git apply', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await open(page);
  const route = (path: string) => page.locator('button.route', { hasText: `/${path}` }).first();

  // Move: Co-branding one place down, below Scan exception enhancement (the preview lists them so).
  await route('co-branding').click();
  expect((await panelGroup(page, 'otherSettings')).slice(0, 2)).toEqual([
    '/administration/co-branding',
    '/administration/scan-exception-enhancement',
  ]);
  await page.getByRole('button', { name: 'Move down' }).click();
  await expect
    .poll(async () => (await panelGroup(page, 'otherSettings')).slice(0, 2))
    .toEqual(['/administration/scan-exception-enhancement', '/administration/co-branding']);

  // Move to another panel group: Smart scan into Rate limit.
  await route('smart-scan').click();
  await page.getByLabel('Panel group').selectOption({ label: 'Rate Limit' });
  await expect.poll(() => panelGroup(page, 'rateLimit')).toContain('/administration/smart-scan');
  expect(await panelGroup(page, 'otherSettings')).not.toContain('/administration/smart-scan');

  // Remove: Customer query goes from every profile's panel; the delta table says who loses it.
  await route('seg-customer-query').click();
  await page.getByRole('button', { name: 'Remove this page' }).click();
  await expect(page.getByTestId('admin-panel').locator('[data-route="/administration/seg-customer-query"]')).toHaveCount(0);
  await expect(page.getByTestId('delta').locator('tr', { hasText: 'seg-customer-query' }).first()).toBeVisible();
  await expect(page.getByText('No problem: the change passes the manifest check.')).toBeVisible();

  await page.getByRole('button', { name: 'Review the change' }).last().click();
  const files = page.getByTestId('diff-files').locator('li');
  // The removed page's label texts go with it, in both languages, shown in the diff.
  await expect(files).toHaveCount(5);
  expect(await files.evaluateAll((items) => items.map((item) => item.getAttribute('data-file')))).toEqual([
    'docs/access-report.html',
    'docs/access-report.md',
    ADMIN,
    'public/locales/en/translation.json',
    'public/locales/ja/translation.json',
  ]);
  await page.locator('[data-file="public/locales/en/translation.json"] summary').click();
  await expect(page.locator('[data-file="public/locales/en/translation.json"] .remove', { hasText: '"segCustomerQuery"' })).toHaveCount(1);

  // Download patch, applied with git apply to a copy of the tree as it was read.
  const clean = await mkdtemp(path.join(os.tmpdir(), 'studio-clean-'));
  try {
    for (const part of ['manifests', 'public', 'docs']) await cp(path.join(tree, part), path.join(clean, part), { recursive: true });
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download patch' }).click()]);
    const patchFile = path.join(clean, 'change.patch');
    await download.saveAs(patchFile);
    expect(download.suggestedFilename()).toMatch(/^route-studio-.*\.patch$/);
    const git = promisify(execFile);
    await git('git', ['init', '-q'], { cwd: clean });
    await git('git', ['apply', '--check', 'change.patch'], { cwd: clean });
    await git('git', ['apply', 'change.patch'], { cwd: clean });

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Saved 5 file(s).')).toBeVisible({ timeout: 30_000 });
    // The patch makes exactly what Save wrote.
    for (const file of ['docs/access-report.html', 'docs/access-report.md', ADMIN, EN, JA]) {
      expect(await readFile(path.join(clean, file), 'utf8'), file).toBe(await read(file));
    }
  } finally {
    await rm(clean, { recursive: true, force: true });
  }

  const children = await childrenOf();
  const paths = children.map((child) => child.path);
  expect(paths.indexOf('co-branding')).toBe(paths.indexOf('scan-exception-enhancement') + 1);
  expect(children.find((child) => child.path === 'smart-scan')?.group).toBe('rateLimit');
  expect(paths).not.toContain('seg-customer-query');
  expect(JSON.parse(await read(EN)).page.administration).not.toHaveProperty('segCustomerQuery');
  expect(JSON.parse(await read(JA)).page.administration).not.toHaveProperty('segCustomerQuery');
  // Every part of `npm run check` that reads what the studio writes, on the saved tree.
  expect(await treeVerdict(tree)).toEqual({ manifests: [], report: [], vocabulary: [] });
});

/** Another person's edits on disk: a key `added` added to the ja file, and the English label of Co-branding changed. */
async function anotherPersonEdits(label: string, added: string): Promise<{ en: string; ja: string }> {
  const ja = `${(await read(JA)).slice(0, -2)},\n  "${added}": "x"\n}\n`;
  const texts = JSON.parse(await read(EN)) as { page: { administration: Record<string, string> } };
  texts.page.administration.coBranding = label;
  const en = `${JSON.stringify(texts, null, 2)}\n`;
  await writeFile(path.join(tree, JA), ja);
  await writeFile(path.join(tree, EN), en);
  return { en, ja };
}

test('a draft restored from the browser is re-applied to the files as they are now: a key another person added is kept, the label both changed is named to choose', async ({
  page,
}) => {
  await open(page);
  await page.getByRole('button', { name: /^Co-branding/ }).click();
  await page.getByLabel('Label (English)').fill('Co-branding and logos');
  const theirs = await anotherPersonEdits('Co-branding (theirs)', 'zz');
  // The draft survives a reload, re-applied to the files as they are now.
  await page.reload();
  await expect(page.getByText('Your draft was restored.')).toBeVisible();
  const conflicts = page.getByTestId('conflicts');
  await expect(conflicts.locator('li')).toHaveCount(1);
  await expect(conflicts.locator('li')).toHaveAttribute('data-unit', 'en: page.administration.coBranding');
  await expect(conflicts).toContainText('“Co-branding and logos”');
  await expect(conflicts).toContainText('“Co-branding (theirs)”');
  // Until the user chooses, the draft shows theirs, and Save waits.
  await expect(page.getByLabel('Label (English)')).toHaveValue('Co-branding (theirs)');
  await page.getByRole('button', { name: 'Review the change' }).last().click();
  await expect(page.getByText('The draft changes nothing.')).toBeVisible();
  await conflicts.getByRole('button', { name: 'Keep mine' }).click();
  await expect(conflicts).toHaveCount(0);
  await expect(page.getByLabel('Label (English)')).toHaveValue('Co-branding and logos');

  await page.getByRole('button', { name: 'Review the change' }).last().click();
  const files = page.getByTestId('diff-files').locator('li');
  // Only the files the edits touch: the ja file the user never edited is not written back.
  await expect(files.first()).toBeVisible();
  expect(await files.evaluateAll((items) => items.map((item) => item.getAttribute('data-file')))).not.toContain(JA);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(/^Saved \d+ file\(s\)\.$/)).toBeVisible({ timeout: 30_000 });
  expect(await read(JA)).toBe(theirs.ja);
  expect(JSON.parse(await read(EN)).page.administration.coBranding).toBe('Co-branding and logos');
});

test('a save refused for a label another person changed too; "reload, keeping the draft" names it, shows the new diff, and saves the rest of the draft over their other edits without losing them', async ({
  page,
}) => {
  await open(page);
  await page.getByRole('button', { name: /^Co-branding/ }).click();
  await page.getByLabel('Label (English)').fill('Co-branding, logos and colours');
  await page.getByLabel('Label (日本語)').fill('コブランディングとロゴ');
  const theirs = await anotherPersonEdits('Co-branding (another person)', 'zy');
  await page.getByRole('button', { name: 'Review the change' }).last().click();
  await expect(page.getByRole('alert')).toContainText(
    'Changed on disk on both sides since the studio read it, so nothing was written: en: page.administration.coBranding.',
  );
  expect(await read(EN)).toBe(theirs.en);
  expect(await read(JA)).toBe(theirs.ja);

  await page.getByRole('button', { name: 'Reload from disk, keeping the draft' }).first().click();
  const conflicts = page.getByTestId('conflicts');
  await expect(conflicts.locator('li')).toHaveAttribute('data-unit', 'en: page.administration.coBranding');
  // The new diff at once: the edits re-applied to the files read again, my ja label in the ja file.
  await expect(page.getByTestId('diff-files').locator(`li[data-file="${JA}"]`)).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
  await expect(page.getByText('Save waits until you choose for each change made on both sides.')).toBeVisible();
  await conflicts.getByRole('button', { name: 'Take theirs' }).click();
  await expect(conflicts).toHaveCount(0);
  await expect(page.getByLabel('Label (English)')).toHaveValue('Co-branding (another person)');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible({ timeout: 30_000 });
  const ja = await read(JA);
  expect(ja).toContain('"zy": "x"');
  expect(JSON.parse(ja).page.administration.coBranding).toBe('コブランディングとロゴ');
  expect(await read(EN)).toBe(theirs.en);
});

/** Axe on the parts named only (the whole page, with its framed legacy page, is the axe tests' below). */
async function axeFindsNothing(page: Page, parts: string[]): Promise<void> {
  let builder = new AxeBuilder({ page });
  for (const part of parts) builder = builder.include(part);
  const results = await builder.analyze();
  expect(
    results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

for (const [language, theme] of [
  ['en', 'light'],
  ['ja', 'dark'],
] as const) {
  test(`nothing typed breaks the page, a failed pane keeps the draft, and a change both sides made is offered to choose (${language}, ${theme})`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const say = (en: string, ja: string) => (language === 'en' ? en : ja);
    await open(page);
    await page.locator('#studio-lang').selectOption(language);
    await page.locator('#studio-theme').selectOption(theme);
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await page.locator('button.route', { hasText: '/scan-exception-enhancement' }).first().click();
    const key = page.locator('#route_label');
    const english = page.locator('#route_label_en');

    // A key under a text: every keystroke stays in the box, the key's problem is a finding beside it.
    await key.fill('nav.logs.extra');
    await english.pressSequentially('Extra logs');
    await expect(english).toHaveValue('Extra logs');
    await expect(page.locator('#route_label_en_errors')).toContainText(
      say('nav.logs.extra: nav.logs is a text, not a group', 'nav.logs.extra: nav.logs はテキストで、グループではありません'),
    );
    await expect(english).toHaveAttribute('aria-invalid', 'true');
    // A half-typed key: the text stays.
    await key.fill('page.');
    await expect(english).toHaveValue('Extra logs');
    // A key that can take it: the text is written, the finding goes.
    await key.fill('page.administration.scanExceptionExtra');
    await expect(page.locator('#route_label_en_errors')).toHaveCount(0);
    await expect(english).toHaveValue('Extra logs');

    // A new show-rule part starts empty, not with an invalid reason.
    await page.getByRole('button', { name: say('Add a rule part', '条件を追加') }).click();
    await expect(page.locator('#route_show_0_reason')).toHaveValue('');
    await expect(page.locator('#route_show_0_rule')).toHaveValue('');
    await page.getByRole('button', { name: say('Remove rule part 1', '条件 1 を削除') }).click();

    // The facts a rule may use, beside the rule: each with its type and an example.
    const facts = page.getByTestId('rule-facts');
    await expect(facts.locator('summary')).toHaveText(say('Facts a rule may use', 'ルールで使える値'));
    await facts.locator('summary').click();
    await expect(facts.locator('tr[data-fact="inboundOnly"]')).toContainText('!inboundOnly');
    // What each is, in the studio's language (the engine's one declaration, facts.ts).
    await expect(facts.locator('tr[data-fact="inboundOnly"] td:last-child')).toHaveText(
      say('The INBOUND_SCAN_ONLY permission: outbound protection is hidden.', 'INBOUND_SCAN_ONLY 権限がある。送信の保護は表示されない。'),
    );
    await expect(facts.locator('tr[data-fact="inboundOnly"] td:last-child')).toHaveAttribute('lang', language);
    await expect(facts.locator('tr[data-fact="account.usertype"]')).toContainText('int');
    await expect(facts.locator('tr[data-fact="can"]')).toContainText('can("EC_SETTINGS:read")');

    // A permission NAME:action: chosen, seen, removed.
    const chosen = page.getByTestId('chosen-permissions');
    await page.locator('#route_permissions_0_action').selectOption('read');
    await expect(chosen.locator('li[data-entry="SCAN_LIMITATION:read"]')).toBeVisible();
    await expect(page.getByRole('checkbox', { name: /^SCAN_LIMITATION / })).toBeChecked();
    await chosen.getByRole('button', { name: say('Remove SCAN_LIMITATION:read', 'SCAN_LIMITATION:read を外す') }).click();
    await expect(chosen).toHaveCount(0);
    await page.getByRole('checkbox', { name: /^SCAN_LIMITATION / }).check();
    await expect(page.getByTestId('chosen-permissions').locator('li[data-entry="SCAN_LIMITATION"]')).toBeVisible();
    await axeFindsNothing(page, ['[data-testid="rule-facts"]', '.permissions-field', '.label-field']);

    // A pane that fails to draw says so with Retry; the draft is kept, and Retry draws it again.
    await page.evaluate(() => sessionStorage.setItem('route-studio-fault', 'editor'));
    await english.fill('Extra logs, kept');
    const failed = page.locator('.pane-failed[data-pane="editor"]');
    await expect(failed).toContainText(say('The route form could not be drawn', 'ルートのフォームを表示できませんでした'));
    await expect(failed).toContainText(say('Your draft is kept', '下書きは残っています'));
    await axeFindsNothing(page, ['.pane-failed']);
    await expect(page.getByTestId('side-menu')).toBeVisible();
    await failed.getByRole('button', { name: say('Retry', '再試行') }).click();
    await expect(english).toHaveValue('Extra logs, kept');

    // The draft kept in the browser, restored over another person's change to the same text: offered to choose.
    const en = JSON.parse(await read(EN)) as { page: { administration: Record<string, string> } };
    en.page.administration.scanExceptionExtra = `Theirs ${language}`;
    await writeFile(path.join(tree, EN), `${JSON.stringify(en, null, 2)}\n`);
    await page.reload();
    const conflicts = page.getByTestId('conflicts');
    await expect(conflicts.locator('li')).toHaveAttribute('data-unit', 'en: page.administration.scanExceptionExtra');
    await expect(conflicts.getByRole('heading')).toContainText(say('Changed on both sides', '双方が変更'));
    await expect(conflicts).toContainText(`“Theirs ${language}”`);
    await axeFindsNothing(page, ['[data-testid="conflicts"]']);
    await conflicts.getByRole('button', { name: say('Take theirs', '相手の変更を採る') }).click();
    await expect(conflicts).toHaveCount(0);

    // A page moved to another parent: the form follows it there, and the preview's Logs menu lists it.
    await page.getByLabel(say('Parent', '親ルート')).selectOption('manifests/routes/logs.json logs');
    await expect(page.locator('#editor-heading')).toHaveText(
      say('Route /logs/scan-exception-enhancement', 'ルート /logs/scan-exception-enhancement'),
    );
    await expect(page.getByLabel(say('Parent', '親ルート'))).toHaveValue('manifests/routes/logs.json logs');
    await page.getByRole('button', { name: say('Discard the draft', '下書きを破棄') }).click();
  });
}

test('write calls from another origin, without the token, or outside the allowlist are refused', async ({ page, request }) => {
  const token = await tokenOf(page);
  const post = (headers: Record<string, string>, body: unknown) =>
    request.post(`${STUDIO}/uiserver/dev/studio/save`, { headers, data: body });
  const text = { kind: 'text', language: 'en', key: 'nav.dashboard', before: 'Dashboard', after: 'Home' };
  const inFile = (file: string) => ({ edits: [{ kind: 'route', file, top: 'x', child: null, before: null, after: { path: 'x' } }] });
  expect((await post({ 'x-studio-token': token, origin: 'http://evil.example' }, { edits: [text] })).status()).toBe(403);
  expect((await post({ origin: STUDIO }, { edits: [text] })).status()).toBe(403);
  expect((await post({ 'x-studio-token': 'guess', origin: STUDIO }, { edits: [text] })).status()).toBe(403);
  const outside = await post({ 'x-studio-token': token, origin: STUDIO }, inFile('package.json'));
  expect(outside.status()).toBe(400);
  expect(await outside.text()).toContain('outside what the studio writes');
  const climbing = await post({ 'x-studio-token': token, origin: STUDIO }, inFile('manifests/routes/../../x.json'));
  expect(climbing.status()).toBe(400);
  expect((await request.get(`${STUDIO}/uiserver/dev/studio/state`)).status()).toBe(403);
});

test('the production build and a server not in studio mode serve no studio', async ({ page, request }) => {
  expect((await request.get('/uiserver/dev/studio/state')).status()).toBe(404);
  // A POST there is refused before any route could take it (no XSRF token of the console's), as any unknown one.
  const save = await request.post('/uiserver/dev/studio/save', { data: { files: {}, bases: {} } });
  expect([403, 404]).toContain(save.status());
  expect(await save.text()).not.toContain('studio');
  await page.goto('/studio');
  await expect(page.locator('meta[name="studio-token"]')).toHaveCount(0);
  const assets = await readdir(path.join(repo, 'dist/assets'));
  for (const file of assets.filter((name) => name.endsWith('.js'))) {
    const text = await readFile(path.join(repo, 'dist/assets', file), 'utf8');
    expect(text.includes('dev/studio') || text.includes('studio-token'), file).toBe(false);
  }
});

for (const [language, theme] of [
  ['en', 'light'],
  ['ja', 'dark'],
] as const) {
  test(`axe finds nothing in ${language}, ${theme}`, async ({ page }) => {
    // Axe reads the framed legacy page too: on a loaded machine it takes its time.
    test.setTimeout(120_000);
    await open(page);
    await page.getByLabel(language === 'en' ? 'Language' : 'Language').selectOption(language);
    await page.locator('#studio-theme').selectOption(theme);
    await page.getByRole('button', { name: language === 'en' ? 'Add a page to Other Settings' : 'その他の設定にページを追加' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    const results = await new AxeBuilder({ page }).analyze();
    expect(
      results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
    ).toEqual([]);
  });
}

/** Puts back the temporary tree's manifests, texts and report as the repository has them, and removes a manifest a test made. */
async function restoreTree(made: string[]): Promise<void> {
  for (const file of made) await rm(path.join(tree, file), { force: true });
  for (const part of ['manifests/routes', 'public/locales', 'docs/access-report.md', 'docs/access-report.html']) {
    await cp(path.join(repo, part), path.join(tree, part), { recursive: true, force: true });
  }
}

for (const [language, theme] of [
  ['en', 'light'],
  ['ja', 'dark'],
] as const) {
  test(`adds a route at the top of the menu in a new manifest, and saves it (${language}, ${theme})`, async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    const say = (en: string, ja: string) => (language === 'en' ? en : ja);
    const name = `partner-${language}`;
    const file = `manifests/routes/${name}.json`;
    await open(page);
    await page.locator('#studio-lang').selectOption(language);
    await page.locator('#studio-theme').selectOption(theme);
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    try {
      const add = page.getByTestId('add-top');
      await add.locator('summary').click();
      await page
        .getByLabel(say('Manifest file', 'マニフェストファイル'))
        .selectOption({ label: say('A new manifest…', '新しいマニフェスト…') });
      const nameBox = page.getByLabel(say('Name of the new manifest', '新しいマニフェストの名前'));
      const addButton = add.getByRole('button', { name: say('Add the route', 'ルートを追加') });
      // The name's problems as it is typed, in the studio's language; the button waits for a name the writer takes.
      await expect(add.locator('#add-top-name-problem')).toHaveText(
        say(
          "Type the new file's name: lower-case letters, digits and hyphens.",
          '新しいファイルの名前を入力してください（英小文字、数字、ハイフン）。',
        ),
      );
      await expect(addButton).toBeDisabled();
      await nameBox.fill('Partner');
      await expect(add.locator('#add-top-name-problem')).toContainText(
        say('Partner cannot be a manifest', 'Partner はマニフェストの名前にできません'),
      );
      await expect(nameBox).toHaveAttribute('aria-invalid', 'true');
      await nameBox.fill('reports');
      await expect(add.locator('#add-top-name-problem')).toContainText(
        say('manifests/routes/reports.json already exists', 'manifests/routes/reports.json は既にあります'),
      );
      await nameBox.fill(name);
      await expect(add.locator('#add-top-name-problem')).toHaveCount(0);
      await axeFindsNothing(page, ['[data-testid="add-top"]']);
      await add.screenshot({ path: testInfo.outputPath(`add-top-${language}-${theme}.png`) });
      await addButton.click();

      // The new route opens in the form, its path focused; its label key and frame follow the path typed.
      await expect(page.locator('#editor-heading')).toHaveText(say('Route /new-route', 'ルート /new-route'));
      await expect(page.locator('#route_path')).toBeFocused();
      await page.locator('#route_path').fill(name);
      await expect(page.locator('#route_label')).toHaveValue(`nav.partner${language === 'en' ? 'En' : 'Ja'}`);
      await expect(page.locator('#route_frame')).toHaveValue(`/uiserver/legacy/${name}`);
      await page.locator('#route_label_en').fill('Partner tools');
      await page.locator('#route_label_ja').fill('パートナーツール');
      await page.getByRole('checkbox', { name: /^BRIEFING_SCHEDULE / }).check();
      const chosen = page.getByTestId('chosen-permissions');
      for (const entry of await chosen.locator('li').evaluateAll((items) => items.map((item) => item.getAttribute('data-entry')))) {
        if (entry !== 'BRIEFING_SCHEDULE') await chosen.getByRole('button', { name: say(`Remove ${entry}`, `${entry} を外す`) }).click();
      }
      await expect(page.locator('.blockers')).toContainText(say('No problem', '問題はありません'));
      await expect(page.getByTestId('side-menu').locator(`[data-route="/${name}"]`)).toBeVisible();
      await expect(
        page.getByRole('button', { name: say('Remove this route and its pages', 'このルートとそのページを削除') }),
      ).toBeVisible();
      await page.locator('main.editor').screenshot({ path: testInfo.outputPath(`top-route-form-${language}-${theme}.png`) });

      await page
        .getByRole('button', { name: say('Review the change', '変更を確認') })
        .last()
        .click();
      await expect(page.getByTestId('diff-files').locator(`li[data-file="${file}"]`)).toBeVisible();
      await page.getByRole('button', { name: say('Save', '保存'), exact: true }).click();
      await expect(page.locator('.saved')).toBeVisible({ timeout: 30_000 });
      const manifest = JSON.parse(await read(file)) as { $schema: string; routes: { path: string; permissions: string[] }[] };
      expect(manifest).toEqual({
        $schema: '../../schemas/route-manifest.schema.json',
        routes: [expect.objectContaining({ path: name, permissions: ['BRIEFING_SCHEDULE'] })],
      });
      expect(JSON.parse(await read(EN)).nav[`partner${language === 'en' ? 'En' : 'Ja'}`]).toBe('Partner tools');
      expect(await read('docs/access-report.md')).toContain(`/${name}`);
      expect(await treeVerdict(tree)).toEqual({ manifests: [], report: [], vocabulary: [] });
    } finally {
      await restoreTree([file]);
      await page.evaluate(() => localStorage.clear());
    }
  });
}

test('a label text typed before and while its key is typed is written under the key settled on, never under a prefix on the way', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await open(page);
  await page.getByRole('button', { name: 'Add a page to Other Settings' }).click();
  const key = page.locator('#route_label');
  const english = page.locator('#route_label_en');
  const japanese = page.locator('#route_label_ja');
  await key.fill('');
  // The text first, while the key is empty; then the key, a keystroke at a time (page.a is a valid key on the way).
  await english.pressSequentially('About us');
  await key.pressSequentially('page.about');
  // And a text typed while the key is a valid prefix, then the rest of the key.
  await key.fill('page.administration.ab');
  await japanese.pressSequentially('会社概要');
  await key.pressSequentially('outUs');
  await expect(english).toHaveValue('About us');
  await expect(japanese).toHaveValue('会社概要');
  await key.fill('page.administration.aboutUsPage');
  await expect(english).toHaveValue('About us');
  await expect(japanese).toHaveValue('会社概要');
  // The texts a save would write: under the key settled on only (the draft kept in the browser is its edits).
  await page.waitForFunction(() => (localStorage.getItem('route-studio-draft') ?? '').includes('aboutUsPage'));
  const edits = (
    JSON.parse((await page.evaluate(() => localStorage.getItem('route-studio-draft'))) ?? '{}') as {
      edits: { kind: string; language?: string; key?: string; after?: unknown }[];
    }
  ).edits.filter((edit) => edit.kind === 'text');
  expect(edits.map((edit) => [edit.language, edit.key, edit.after]).sort()).toEqual([
    ['en', 'page.administration.aboutUsPage', 'About us'],
    ['ja', 'page.administration.aboutUsPage', '会社概要'],
  ]);
  await page.evaluate(() => localStorage.clear());
});

test('the framed legacy page cannot read the token nor call the studio: its frame has an origin of its own', async ({ page }) => {
  test.setTimeout(60_000);
  const token = await tokenOf(page);
  await open(page);
  await page.locator('button.route', { hasText: '/scan-exception-enhancement' }).first().click();
  await page.getByLabel('Preview as').selectOption({ label: 'Full admin' });
  await expect(page.getByTestId('frame-session')).toHaveText("Logged on as Full admin's demo account.");
  // The page shows, logged on as the profile's account: the preview still works.
  await expect(page.frameLocator('iframe.legacy').getByRole('heading', { level: 1 })).toBeVisible();
  const framed = page.frames().find((frame) => frame.url().includes('/uiserver/legacy/'));
  expect(framed).toBeDefined();
  const reach = await framed?.evaluate(async (studioToken) => {
    const attempt = async (act: () => Promise<string>): Promise<string> => {
      try {
        return await act();
      } catch {
        return 'blocked';
      }
    };
    const headers = { 'content-type': 'application/json', 'x-studio-token': studioToken };
    return {
      origin: window.origin,
      parentToken: await attempt(
        async () => window.parent.document.querySelector('meta[name="studio-token"]')?.getAttribute('content') ?? 'none',
      ),
      tokenPage: await attempt(async () => ((await (await fetch('/studio')).text()).includes(studioToken) ? 'read' : 'not read')),
      state: await attempt(async () => String((await fetch('/uiserver/dev/studio/state', { headers })).status)),
      save: await attempt(async () =>
        String(
          (
            await fetch('/uiserver/dev/studio/save', {
              method: 'POST',
              headers,
              body: JSON.stringify({ edits: [{ kind: 'text', language: 'en', key: 'nav.logs', before: 'Logs', after: 'Owned' }] }),
            })
          ).status,
        ),
      ),
    };
  }, token);
  // An opaque origin (the sandbox without allow-same-origin): the parent's document, the token page
  // and the studio's calls are another origin's, which the frame can neither read nor call.
  expect(reach).toEqual({
    origin: 'null',
    parentToken: 'blocked',
    tokenPage: 'blocked',
    state: 'blocked',
    save: expect.stringMatching(/^(blocked|403)$/),
  });
  expect(JSON.parse(await read(EN)).nav.logs).not.toBe('Owned');
});
