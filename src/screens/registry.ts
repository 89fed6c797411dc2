/**
 * The native screens a manifest may name by id. The id list is the schema's ScreenId enum, so a
 * screen added there and not here fails the type check.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ScreenId } from '../generated/types/route-manifest';

export const screens: Record<ScreenId, LazyExoticComponent<ComponentType>> = {
  'manual-license-check': lazy(async () => ({
    default: (await import('./manual-license-check/ManualLicenseCheck')).ManualLicenseCheck,
  })),
};
