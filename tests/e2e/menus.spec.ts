/**
 * Side menu and Administration panel per demo account.
 *
 * The expectations below are derived BY HAND from the product's visibility rules, the route manifests
 * (manifests/routes/*.json) and the demo accounts' facts; they deliberately do not use the app's
 * route-access code, so that they check it independently. Rules applied:
 * - a route is visible when every show rule on its way down holds and the user holds at least one
 *   of its permissions (a child's list replaces its parent's; a child without one inherits it);
 * - ALL grants every ordinary permission, never SU_ADMIN_ACCOUNT, LMP_ACCOUNT, CLP_ACCOUNT,
 *   INBOUND_SCAN_ONLY or SU_ASSUME_AS_LOWLEVEL; a required bare name is met by any action
 *   (REPORT:read meets REPORT);
 * - `menu: false` routes are never listed; a top-level parent is listed only with at least one
 *   visible menu child; the Administration children are listed in the panel, not the side menu.
 * Group order in the panel is not asserted (the product description lists the groups in two different orders);
 * the set of rendered groups and the order of entries inside each group are.
 */
import { expect, test } from '@playwright/test';
import type { DemoUser } from './support/accounts';
import { loginAndLand } from './support/auth';
import { adminPanel, adminPanelGroups, sideMenu, sideMenuChildren, sideMenuTop, withoutStartupPopups } from './support/shell';

interface MenuExpectation {
  /** Where the entry page sends the user after login (first allowed route in menu order). */
  landing: string;
  /** Side menu top-level entries, in order. */
  top: string[];
  /** Side menu children per top-level entry that has children (Administration excluded). */
  children: Record<string, string[]>;
  /** Administration panel: a route to visit and the groups with their entries; null: no panel. */
  panel: { visit: string; groups: Record<string, string[]> } | null;
}

// ---- Full lists (an account holding ALL, or every permission of the list, sees all of these) ----

const INBOUND_ALL = [
  '/inbound-protection/recipient-filter',
  '/inbound-protection/sender-filter/approved',
  '/inbound-protection/sender-filter/blocked',
  '/inbound-protection/sender-filter/setting',
  '/inbound-protection/transport-layer-security',
  '/inbound-protection/ip-reputation',
  '/inbound-protection/rdns',
  '/inbound-protection/sender-ip-match-setting',
  '/inbound-protection/sender-policy-framework',
  '/inbound-protection/dkim-verify-setting',
  '/inbound-protection/dmarc-setting',
  '/inbound-protection/virus-filter',
  '/inbound-protection/spam-filter',
  '/inbound-protection/riskai-filter',
  '/inbound-protection/content-filter',
  '/inbound-protection/dlp-filter',
  '/inbound-protection/password-analyzer',
  '/inbound-protection/scan-exception',
  '/inbound-protection/high-profile-domain',
  '/inbound-protection/bec-protection',
  '/inbound-protection/bec-protection-whitelist',
  '/inbound-protection/time-of-click-protection',
];

/** Inbound children whose lists include POLICY (for accounts with POLICY but no *_SETTINGS). */
const INBOUND_POLICY_ONLY = [
  '/inbound-protection/recipient-filter',
  '/inbound-protection/sender-filter/approved',
  '/inbound-protection/sender-filter/blocked',
  '/inbound-protection/virus-filter',
  '/inbound-protection/spam-filter',
  '/inbound-protection/riskai-filter',
  '/inbound-protection/content-filter',
  '/inbound-protection/dlp-filter',
  '/inbound-protection/password-analyzer',
  '/inbound-protection/scan-exception',
  '/inbound-protection/high-profile-domain',
];

const OUTBOUND_ALL = [
  '/outbound-protection/transport-layer-security',
  '/outbound-protection/virus-filter',
  '/outbound-protection/spam-filter',
  '/outbound-protection/content-filter',
  '/outbound-protection/dlp-filter',
  '/outbound-protection/scan-exception',
  '/outbound-protection/dkim-sign-setting',
  '/outbound-protection/dmarc-monitor',
  '/outbound-protection/dmarc-monitor-report',
];

const OUTBOUND_POLICY_ONLY = [
  '/outbound-protection/virus-filter',
  '/outbound-protection/spam-filter',
  '/outbound-protection/content-filter',
  '/outbound-protection/dlp-filter',
  '/outbound-protection/scan-exception',
];

const QUARANTINE_ALL = [
  '/quarantine/query',
  '/quarantine/end-user-console-settings',
  '/quarantine/digest-rule',
  '/quarantine/digest-template',
];

const LOGS_ALL = [
  '/logs/mail-tracking',
  '/logs/policy-events',
  '/logs/url-click-tracking',
  '/logs/audit-log',
  '/logs/sys-log-configuration',
  '/logs/sys-log-profiles',
  '/logs/log-export-task-manager',
  '/logs/export-notification',
];

const REPORTS_ALL = ['/reports/my-reports', '/reports/schedules', '/reports/schedule-settings'];

const TOP_ALL = [
  '/dashboard',
  '/domains',
  '/inbound-protection',
  '/outbound-protection',
  '/quarantine',
  '/logs',
  '/reports',
  '/administration',
];

const POLICY_OBJECTS_ALL = [
  '/administration/policy-address-group',
  '/administration/policy-url-keyword-exception-list',
  '/administration/policy-wrs-approved-list',
  '/administration/policy-riskai-anomaly-rule',
  '/administration/policy-riskai-detection-signal',
  '/administration/policy-keyword',
  '/administration/dlp-complinace-template',
  '/administration/dlp-data-identifiers-expression',
  '/administration/dlp-data-identifiers-keyword',
  '/administration/dlp-data-identifiers-file-attributes',
  '/administration/policy-notification',
  '/administration/policy-stamp',
];

/** Policy objects with POLICY / SU_POLICY_READ (the DLP_SETTINGS ones left out). */
const POLICY_OBJECTS_POLICY_ONLY = [
  '/administration/policy-address-group',
  '/administration/policy-url-keyword-exception-list',
  '/administration/policy-wrs-approved-list',
  '/administration/policy-riskai-anomaly-rule',
  '/administration/policy-riskai-detection-signal',
  '/administration/policy-keyword',
  '/administration/policy-notification',
  '/administration/policy-stamp',
];

const OTHER_SETTINGS_ALL = [
  '/administration/co-branding',
  '/administration/scan-exception-enhancement',
  '/administration/account-criteria',
  '/administration/license/manual_check',
  '/administration/smart-scan',
  '/administration/seg-banner-setting',
  '/administration/seg-traffic-filter',
  '/administration/seg-customer-query',
  '/administration/domain-status',
  '/administration/custom-regex',
  '/administration/seg-delivery-policy',
  '/administration/seg-channel-select-policy',
  '/administration/3rd-rbl-setting',
];

const RATE_LIMIT_ALL = ['/administration/rate-limit-history', '/administration/rate-limit-setting'];
const SIZE_RATE_LIMIT_ALL = ['/administration/size-rate-limit-history', '/administration/size-rate-limit-setting'];
const L3_TOOLBOX_ALL = [
  '/administration/site-migration',
  '/administration/seg-account-migration',
  '/administration/seg-company-identifier',
  '/administration/seg-site-selection-query',
  '/administration/seg-outbound-global-policy-setting',
];

/** Ungrouped Administration pages every account holding ALL sees, before its own additions. */
const UNGROUPED_ALL = [
  '/administration/email-continuity',
  '/administration/message-size-settings',
  '/administration/email-recovery',
  '/administration/directory-management',
  '/administration/euc-local-account',
  '/administration/euc-managed-account',
  '/administration/euc-federate-server',
  '/administration/api-key',
  '/administration/siem-setting',
  '/administration/ctd-setting',
  '/administration/vision-one-setting',
  '/administration/remote-manager',
];

/** Every account with ALL sees the whole tree outside Administration. */
const CHILDREN_ALL = {
  '/inbound-protection': INBOUND_ALL,
  '/outbound-protection': OUTBOUND_ALL,
  '/quarantine': QUARANTINE_ALL,
  '/logs': LOGS_ALL,
  '/reports': REPORTS_ALL,
};

/**
 * A partner account, CLP or LMP: not owner, descendant 1, ALL plus its partner permission; no
 * features; not v1eas; imsx off. license-information: partner. account-login-setting: neither owner
 * nor super.
 */
const PARTNER: MenuExpectation = {
  landing: '/dashboard',
  top: TOP_ALL,
  children: CHILDREN_ALL,
  panel: {
    visit: '/administration/policy-address-group',
    groups: {
      policyObjects: POLICY_OBJECTS_ALL,
      ungrouped: [...UNGROUPED_ALL, '/administration/license-information'],
      administratorManagement: [
        '/administration/account-management',
        '/administration/admin-federate-server',
        '/administration/support-access',
      ],
      otherSettings: OTHER_SETTINGS_ALL,
      rateLimit: RATE_LIMIT_ALL,
      sizeRateLimit: SIZE_RATE_LIMIT_ALL,
      l3ToolBox: L3_TOOLBOX_ALL,
    },
  },
};

// ---- Per account ------------------------------------------------------------------------------

const EXPECTED: Record<Exclude<DemoUser, 'noaccess'>, MenuExpectation> = {
  // ALL; local 10 / licence 10; owner; descendant 1; phish-insight=1, feedback-addin=1; v1eas;
  // imsx enabled, progress 40. license-information: not partner, licence 10 -> hidden.
  admin: {
    landing: '/dashboard',
    top: TOP_ALL,
    children: CHILDREN_ALL,
    panel: {
      visit: '/administration/policy-address-group',
      groups: {
        policyObjects: POLICY_OBJECTS_ALL,
        ungrouped: [
          ...UNGROUPED_ALL,
          '/administration/phish-insight',
          '/administration/feedback-addin',
          '/administration/imsx-migration',
          '/administration/address-modification/address',
          '/administration/address-modification/domain',
          '/administration/address-modification/setting',
        ],
        administratorManagement: [
          '/administration/account-management',
          '/administration/admin-federate-server',
          '/administration/account-login-setting',
          '/administration/support-access',
        ],
        otherSettings: OTHER_SETTINGS_ALL,
        rateLimit: RATE_LIMIT_ALL,
        sizeRateLimit: SIZE_RATE_LIMIT_ALL,
        l3ToolBox: L3_TOOLBOX_ALL,
      },
    },
  },

  // POLICY, REPORT, DOMAIN_SETTINGS, QUARANTINE, MSG_TRACE_LOG, POLICY_EVENT_QUERY, WEB_UI,
  // INBOUND_SCAN_ONLY. Outbound hidden (inboundOnly); no QT_DIGEST; no BRIEFING_SCHEDULE -> no
  // reports; Administration only through the POLICY policy objects (no features -> no phish-insight
  // or feedback-addin).
  inbound: {
    landing: '/dashboard',
    top: ['/dashboard', '/domains', '/inbound-protection', '/quarantine', '/logs', '/administration'],
    children: {
      '/inbound-protection': INBOUND_POLICY_ONLY,
      '/quarantine': ['/quarantine/query', '/quarantine/end-user-console-settings'],
      '/logs': LOGS_ALL,
    },
    panel: {
      visit: '/administration/policy-address-group',
      groups: { policyObjects: POLICY_OBJECTS_POLICY_ONLY },
    },
  },

  // REPORT:read, BRIEFING_SCHEDULE:read, WEB_UI: dashboard and reports (the three report children
  // inherit BRIEFING_SCHEDULE); nothing in Administration.
  reports: {
    landing: '/dashboard',
    top: ['/dashboard', '/reports'],
    children: { '/reports': REPORTS_ALL },
    panel: null,
  },

  // Super admin 60, licence 20, not owner, descendant 0, ALL + SU_ADMIN_ACCOUNT +
  // SU_ASSUME_AS_LOWLEVEL; phish-insight=0, feedback-addin=1; imsx enabled, progress 40; not v1eas.
  // license-information: superAdmin && partnerLicence. imsx: superAdmin. account-management and
  // Logon Methods: can(SU_ASSUME_AS_LOWLEVEL), parent 0. account-login-setting: superAdmin.
  super: {
    landing: '/dashboard',
    top: TOP_ALL,
    children: CHILDREN_ALL,
    panel: {
      visit: '/administration/policy-address-group',
      groups: {
        policyObjects: POLICY_OBJECTS_ALL,
        ungrouped: [
          ...UNGROUPED_ALL,
          '/administration/feedback-addin',
          '/administration/license-information',
          '/administration/imsx-migration',
        ],
        administratorManagement: [
          '/administration/account-management',
          '/administration/admin-federate-server',
          '/administration/account-login-setting',
          '/administration/support-access',
        ],
        otherSettings: OTHER_SETTINGS_ALL,
        rateLimit: RATE_LIMIT_ALL,
        sizeRateLimit: SIZE_RATE_LIMIT_ALL,
        l3ToolBox: L3_TOOLBOX_ALL,
      },
    },
  },

  // CLP partner 20 / licence 20 with CLP_ACCOUNT, LMP partner 30 / licence 30 with LMP_ACCOUNT: the
  // same menus (PARTNER above).
  clp: PARTNER,
  lmp: PARTNER,

  // Local 10, owner, SSO, descendant 0, POLICY, REPORT, DOMAIN_SETTINGS, WEB_UI. Outbound shown
  // (not inbound-only) with its POLICY children; no quarantine, logs or reports;
  // account-login-setting needs ACCOUNT_LOGIN_SETTING (owner is not enough).
  sso: {
    landing: '/dashboard',
    top: ['/dashboard', '/domains', '/inbound-protection', '/outbound-protection', '/administration'],
    children: {
      '/inbound-protection': INBOUND_POLICY_ONLY,
      '/outbound-protection': OUTBOUND_POLICY_ONLY,
    },
    panel: {
      visit: '/administration/policy-address-group',
      groups: { policyObjects: POLICY_OBJECTS_POLICY_ONLY },
    },
  },

  // Local 10, licence 10, not owner, descendant 2, parent 100032, ALL; no features; not v1eas.
  // Logon Methods hidden (parent 100032); account-login-setting hidden (not owner, not super);
  // license-information hidden (licence 10); imsx hidden (not owner, not super).
  sub: {
    landing: '/dashboard',
    top: TOP_ALL,
    children: CHILDREN_ALL,
    panel: {
      visit: '/administration/policy-address-group',
      groups: {
        policyObjects: POLICY_OBJECTS_ALL,
        ungrouped: UNGROUPED_ALL,
        administratorManagement: ['/administration/account-management', '/administration/support-access'],
        otherSettings: OTHER_SETTINGS_ALL,
        rateLimit: RATE_LIMIT_ALL,
        sizeRateLimit: SIZE_RATE_LIMIT_ALL,
        l3ToolBox: L3_TOOLBOX_ALL,
      },
    },
  },

  // Domain-only type 50, DOMAIN_SETTINGS, WEB_UI: only Domains (and always sent there).
  domains: {
    landing: '/domains',
    top: ['/domains'],
    children: {},
    panel: null,
  },
};

for (const [user, expected] of Object.entries(EXPECTED)) {
  test(`${user}: side menu and Administration panel`, async ({ page }) => {
    await withoutStartupPopups(page); // no modal over the panel's toggle
    await loginAndLand(page, user, expected.landing);
    await expect(sideMenu(page)).toBeVisible();

    await expect.poll(() => sideMenuTop(page), { message: 'side menu top-level routes' }).toEqual(expected.top);
    await expect.poll(() => sideMenuChildren(page), { message: 'side menu children per top-level route' }).toEqual(expected.children);

    if (expected.panel === null) {
      expect(expected.top).not.toContain('/administration');
      return;
    }
    await page.goto(expected.panel.visit);
    await expect(page).toHaveURL((url) => url.pathname === expected.panel?.visit);
    await expect(adminPanel(page)).toBeAttached();
    // The panel is closed on a first visit; open it so that its groups are rendered.
    await page.getByRole('button', { name: 'Show the Administration panel', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Hide the Administration panel', exact: true })).toBeVisible();
    await expect.poll(() => adminPanelGroups(page), { message: 'Administration panel groups and entries' }).toEqual(expected.panel.groups);
    // The panel does not duplicate its entries into the side menu.
    await expect.poll(() => sideMenuChildren(page).then((children) => children['/administration'] ?? [])).toEqual([]);
  });
}
