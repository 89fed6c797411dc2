/**
 * The native screens a manifest may name by id. The id list is the schema's ScreenId enum, so a
 * screen added there and not here fails the type check. Each loads only when its route first opens.
 */
import { lazy } from 'react';
import type { ScreenRegistry } from '../shell/ScreenView';

export const screens: ScreenRegistry = {
  'manual-license-check': lazy(async () => ({
    default: (await import('../screens/manual-license-check/ManualLicenseCheck')).ManualLicenseCheck,
  })),
};
