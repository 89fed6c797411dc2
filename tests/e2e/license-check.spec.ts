/**
 * Manual License Check: the breadcrumb, the Company GUID search by button
 * and by Enter, the three tabs with every row and column, Yes/No and Enabled/Disabled, dates in the
 * language's format, v1 companies without Licenses, GUIDs that look like numbers, 'No data found',
 * 'no company id', results cleared by new input, Start Sync and 'Sync failed', and who may open it.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { loginAndLand } from './support/auth';
import { notAllowed, withoutStartupPopups } from './support/shell';
import { isApi, text, useLanguage, useTheme } from './support/shell-chrome';

const PATH = '/administration/license/manual_check';
const GLOBEX = '6f9619ff-8b86-4d01-b42d-00c04fc964ff';
const ACME = 'a1c3e5f7-2b4d-4e6f-8a9b-0c1d2e3f4a5b';
const INITECH = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

const field = (page: Page) => page.locator('#license-search_companyId');
const details = (page: Page) => page.getByTestId('license-details');
const cell = (page: Page, table: string, name: string) => page.getByTestId(table).locator(`tr[data-field="${name}"] td`);

async function search(page: Page, guid: string, how: 'enter' | 'button' = 'enter'): Promise<void> {
  await field(page).fill(guid);
  if (how === 'enter') await field(page).press('Enter');
  else await page.getByRole('button', { name: text('en', 'licenseCheck.search'), exact: true }).click();
}

test.beforeEach(async ({ page }) => {
  await withoutStartupPopups(page);
});

test.describe('supporter with MANUAL_LICENSE_CHECK', () => {
  test.beforeEach(async ({ page }) => {
    await loginAndLand(page, 'support', PATH);
  });

  test('breadcrumb, heading and the search box', async ({ page }) => {
    const crumbs = page.getByTestId('breadcrumb');
    // One breadcrumb: the page bar's (the screen draws none of its own).
    await expect(crumbs).toHaveCount(1);
    await expect(crumbs).toHaveAccessibleName(text('en', 'palette.breadcrumb'));
    await expect(crumbs.locator('li')).toHaveText(['Administration', 'Other Settings', 'Manual License Check']);
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText('Manual License Check');
    await expect(page.getByRole('heading', { level: 1, name: 'Manual License Check' })).toBeVisible();
    await expect(page).toHaveTitle('Manual License Check - Cloud Email Security');
    await expect(field(page)).toHaveAttribute('placeholder', 'Company GUID');
    await expect(page.getByRole('search')).toBeVisible();
    await expect(details(page)).toHaveCount(0);
  });

  test('a normal company: the three tabs with every row and column', async ({ page }) => {
    const request = page.waitForRequest((r) => isApi(r, 'GET', `supporter/license/${GLOBEX}`));
    await search(page, GLOBEX, 'button');
    await request;
    await expect(details(page)).toBeVisible();
    const tabs = details(page).getByRole('tab');
    await expect(tabs).toHaveText(['Company', 'Account', 'Licenses']);

    const company = page.getByTestId('company-table').locator('tbody th');
    await expect(company).toHaveText([
      'Company Id',
      'Instance Id',
      'Name',
      'Email',
      'Address',
      'City',
      'State',
      'Zip',
      'Country',
      'First Name',
      'Last Name',
      'Phone',
      'Language',
      'V1ECS',
      'Cuplog',
    ]);
    await expect(cell(page, 'company-table', 'companyId')).toHaveText(GLOBEX);
    await expect(cell(page, 'company-table', 'instanceId')).toHaveText('CUST-20001');
    await expect(cell(page, 'company-table', 'name')).toHaveText('Globex Inc.');
    await expect(cell(page, 'company-table', 'city')).toHaveText('Cypress Creek');
    await expect(cell(page, 'company-table', 'v1ecs')).toHaveText('No');
    await expect(cell(page, 'company-table', 'cuplog')).toHaveText('Enabled');

    await tabs.nth(1).click();
    await expect(page.getByTestId('account-table').locator('tbody th')).toHaveText([
      'Account Id',
      'Account Name',
      'TenantId',
      'Account GUID',
      'PID',
      'AC Code',
      'Pending AC Code',
      'Seats',
      'LED (UTC)',
      'Version Type',
      'Grace Period',
      'BU Code',
      'Last License Check Time (UTC)',
      'Last License Check Status',
      'Email',
      'Language',
      'Cobrand Id',
      'Created At',
      'Modified At',
      'Last Login Time',
    ]);
    await expect(cell(page, 'account-table', 'accountId')).toHaveText('50001');
    await expect(cell(page, 'account-table', 'accountGuid')).toHaveText('globex-alias');
    await expect(cell(page, 'account-table', 'seats')).toHaveText('250');
    await expect(cell(page, 'account-table', 'led')).toHaveText('03/31/2027');
    await expect(cell(page, 'account-table', 'lastCheckTime')).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
    await expect(cell(page, 'account-table', 'createdAt')).toHaveText(/^01\/15\/2024 \d{2}:\d{2}:00 \(UTC[+-]\d{2}:\d{2}\)$/);

    await tabs.nth(2).click();
    const licenses = page.getByTestId('licenses-table');
    await expect(licenses.locator('thead th')).toHaveText(['AC Code', 'PID', 'Seats', 'LED', 'Grace Period', 'Auto Renewal']);
    await expect(licenses.locator('tbody tr').nth(0).locator('td')).toHaveText([
      'AC-GLBX-0001',
      'EMS-STD',
      '250',
      '03/31/2027',
      '30',
      'Yes',
    ]);
    await expect(licenses.locator('tbody tr').nth(1).locator('td')).toHaveText(['AC-GLBX-0002', 'EMS-ADV', '50', '12/31/2026', '15', 'No']);

    await expect(details(page).getByRole('button', { name: 'Start Sync' })).toBeVisible();
  });

  test('a v1 company has no Licenses tab; V1ECS Yes, Cuplog Disabled', async ({ page }) => {
    await search(page, ACME);
    await expect(details(page).getByRole('tab')).toHaveText(['Company', 'Account']);
    await expect(cell(page, 'company-table', 'v1ecs')).toHaveText('Yes');
    await expect(cell(page, 'company-table', 'cuplog')).toHaveText('Disabled');
  });

  test('GUIDs that look like numbers stay text', async ({ page }) => {
    const request = page.waitForRequest((r) => isApi(r, 'GET', 'supporter/license/00123'));
    await search(page, '00123');
    await request;
    await expect(cell(page, 'company-table', 'companyId')).toHaveText('00123');
    await expect(cell(page, 'company-table', 'name')).toHaveText('00123');
    await expect(cell(page, 'company-table', 'instanceId')).toHaveText('00456');
    await expect(cell(page, 'company-table', 'zip')).toHaveText('012345');
    await details(page).getByRole('tab', { name: 'Licenses' }).click();
    await expect(page.getByTestId('licenses-table').locator('tbody td').first()).toHaveText('0001234');

    await search(page, '0042');
    await expect(cell(page, 'company-table', 'companyId')).toHaveText('0042');
    await expect(cell(page, 'company-table', 'name')).toHaveText('1e3 Holdings');
  });

  test("an unknown company: 'No data found' and nothing else", async ({ page }) => {
    await search(page, GLOBEX);
    await expect(details(page)).toBeVisible();
    await search(page, 'does-not-exist');
    await expect(page.getByTestId('license-no-data')).toHaveText('No data found');
    await expect(details(page)).toHaveCount(0);
  });

  test("an empty GUID: 'no company id', no request, results cleared", async ({ page }) => {
    await search(page, GLOBEX);
    await expect(details(page)).toBeVisible();
    let asked = 0;
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/uiserver/api/v1/supporter/license')) asked += 1;
    });
    await field(page).fill('');
    await field(page).press('Enter');
    await expect(page.getByTestId('license-no-company-id')).toHaveText(text('en', 'licenseCheck.noCompanyId'));
    await expect(details(page)).toHaveCount(0);
    expect(asked).toBe(0);
  });

  test('any new input clears the results', async ({ page }) => {
    await search(page, GLOBEX);
    await expect(details(page)).toBeVisible();
    await field(page).press('End');
    await field(page).press('Backspace');
    await expect(details(page)).toHaveCount(0);
    await search(page, 'nothing-here');
    await expect(page.getByTestId('license-no-data')).toBeVisible();
    await field(page).pressSequentially('x');
    await expect(page.getByTestId('license-no-data')).toHaveCount(0);
  });

  test('a malformed GUID is refused by the form before any request', async ({ page }) => {
    let asked = 0;
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/uiserver/api/v1/supporter/license')) asked += 1;
    });
    await search(page, 'not a guid!');
    await expect(page.getByText(text('en', 'forms.licenseSearch.invalid'))).toBeVisible();
    expect(asked).toBe(0);
  });

  test('Start Sync: success reloads the details', async ({ page }) => {
    await search(page, GLOBEX);
    await details(page).getByRole('tab', { name: 'Account' }).click();
    const sync = page.waitForRequest((r) => isApi(r, 'PUT', `supporter/license/${GLOBEX}`));
    const reload = page.waitForRequest((r) => isApi(r, 'GET', `supporter/license/${GLOBEX}`));
    await details(page).getByRole('button', { name: 'Start Sync' }).click();
    await sync;
    await reload;
    await expect(page.getByTestId('license-sync-done')).toHaveText(text('en', 'licenseCheck.syncDone'));
    await expect(cell(page, 'company-table', 'companyId')).toHaveText(GLOBEX);
    await expect(page.getByTestId('license-sync-failed')).toHaveCount(0);
  });

  test("Start Sync: a failed sync says 'Sync failed', why, and what to try", async ({ page }) => {
    await search(page, INITECH);
    await details(page).getByRole('button', { name: 'Start Sync' }).click();
    // Why (the server's words and code) and what to try, beside the button.
    await expect(page.getByTestId('license-sync-failed')).toContainText('Sync failed');
    await expect(page.getByTestId('license-sync-failed')).toContainText('licence server sync failed');
    await expect(page.getByTestId('license-sync-failed')).toContainText(text('en', 'licenseCheck.syncNext'));
    await expect(details(page)).toBeVisible();
  });
});

test.describe('a phone-sized window', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  const height = async (locator: Locator): Promise<number> => (await locator.boundingBox())?.height ?? 0;

  test('values stay readable: the key-value tables give them most of the width, the licences scroll sideways', async ({ page }) => {
    await loginAndLand(page, 'support', PATH);
    await search(page, GLOBEX);
    await expect(cell(page, 'company-table', 'name')).toHaveText('Globex Inc.');
    // One line of text and the cell's padding, not a few characters a line.
    expect(await height(cell(page, 'company-table', 'name'))).toBeLessThan(45);

    await details(page).getByRole('tab', { name: 'Licenses' }).click();
    const licenses = page.getByTestId('licenses-table');
    await expect(licenses.locator('tbody td').first()).toHaveText('AC-GLBX-0001');
    expect(await height(licenses.locator('tbody td').first())).toBeLessThan(45);
    expect(await height(licenses.locator('thead th').nth(4))).toBeLessThan(45);

    const scroller = page.getByRole('region', { name: 'Licenses' });
    await scroller.focus();
    await expect(scroller).toBeFocused();
    await expect(licenses.locator('thead th').last()).not.toBeInViewport();
    for (let press = 0; press < 10; press += 1) await page.keyboard.press('ArrowRight');
    await expect.poll(() => scroller.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    await expect(licenses.locator('thead th').last()).toBeInViewport();
  });
});

test('ja and dark: labels, flags and dates in Japanese', async ({ page }) => {
  await loginAndLand(page, 'support', PATH);
  await useLanguage(page, 'ja');
  await useTheme(page, 'dark');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('ja', 'page.administration.licenseManualCheck'));
  await expect(page).toHaveTitle(`${text('ja', 'page.administration.licenseManualCheck')} - ${text('ja', 'app.name')}`);
  await expect(page.getByTestId('breadcrumb').locator('li')).toHaveText([
    text('ja', 'nav.administration'),
    text('ja', 'panelGroup.otherSettings'),
    text('ja', 'page.administration.licenseManualCheck'),
  ]);
  await expect(field(page)).toHaveAttribute('placeholder', text('ja', 'forms.licenseSearch.placeholder'));
  await field(page).fill(GLOBEX);
  await page.getByRole('button', { name: text('ja', 'licenseCheck.search'), exact: true }).click();
  await expect(details(page).getByRole('tab')).toHaveText([
    text('ja', 'licenseCheck.tabCompany'),
    text('ja', 'licenseCheck.tabAccount'),
    text('ja', 'licenseCheck.tabLicenses'),
  ]);
  await expect(cell(page, 'company-table', 'v1ecs')).toHaveText(text('ja', 'licenseCheck.no'));
  await expect(cell(page, 'company-table', 'cuplog')).toHaveText(text('ja', 'licenseCheck.enabled'));
  await details(page)
    .getByRole('tab', { name: text('ja', 'licenseCheck.tabAccount') })
    .click();
  await expect(cell(page, 'account-table', 'led')).toHaveText('2027/03/31');
  await details(page)
    .getByRole('tab', { name: text('ja', 'licenseCheck.tabLicenses') })
    .click();
  await expect(page.getByTestId('licenses-table').locator('tbody tr').first().locator('td').last()).toHaveText(
    text('ja', 'licenseCheck.yes'),
  );
  const background = await page
    .getByTestId('manual-license-check')
    .evaluate((el) => getComputedStyle(el.closest('main') ?? el).backgroundColor);
  expect(background).not.toBe('rgb(255, 255, 255)');

  await field(page).fill('does-not-exist');
  await field(page).press('Enter');
  await expect(page.getByTestId('license-no-data')).toHaveText(text('ja', 'licenseCheck.noData'));
});

test.describe('who may open it', () => {
  for (const user of ['super', 'admin'] as const) {
    test(`${user} may`, async ({ page }) => {
      await loginAndLand(page, user, '/dashboard');
      await page.goto(PATH);
      await expect(page.getByTestId('manual-license-check')).toBeVisible();
    });
  }

  test('reports may not: the no-permission page', async ({ page }) => {
    await loginAndLand(page, 'reports', '/dashboard');
    await page.goto(PATH);
    await expect(notAllowed(page)).toBeVisible();
    await expect(page.getByTestId('manual-license-check')).toHaveCount(0);
    // The refusal is still the page of that route: the tab names it.
    await expect(page).toHaveTitle('Manual License Check - Cloud Email Security');
  });
});
