import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildRouteTable } from '../../engine/manifest/route-table';
import type { RouteManifest } from '../../generated/types/route-manifest';
import { breadcrumbTrail } from './breadcrumb-trail';

describe('breadcrumbTrail', () => {
  it('the real table: Administration, its group, the page', () => {
    const manifest = JSON.parse(
      readFileSync(path.resolve(import.meta.dirname, '../../../manifests/routes/administration.json'), 'utf8'),
    ) as RouteManifest;
    expect(breadcrumbTrail(buildRouteTable(manifest.routes), 'manual-license-check')).toEqual([
      { label: 'nav.administration', to: '/administration' },
      { label: 'panelGroup.otherSettings' },
      { label: 'page.administration.licenseManualCheck', current: true },
    ]);
  });

  it('follows the screen when a manifest moves it', () => {
    const table = buildRouteTable([
      {
        path: 'tools',
        label: 'nav.tools',
        order: 1,
        permissions: ['MANUAL_LICENSE_CHECK'],
        children: [{ path: 'licences', label: 'page.licences', screen: 'manual-license-check' }],
      },
    ]);
    expect(breadcrumbTrail(table, 'manual-license-check')).toEqual([
      { label: 'nav.tools', to: '/tools' },
      { label: 'page.licences', current: true },
    ]);
  });

  it('nothing when no route shows the screen', () => {
    expect(breadcrumbTrail(buildRouteTable([]), 'manual-license-check')).toEqual([]);
  });
});
