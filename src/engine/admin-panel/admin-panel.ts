/** Open state of the Administration panel, kept in local storage, closed by default. */
import { proxy } from 'valtio/vanilla';
import { readLocal, writeLocal } from '../storage/browser-storage';

export const adminPanelState = proxy({ open: readLocal('sideMenuOpen') === 'true' });

export function setAdminPanelOpen(open: boolean): void {
  adminPanelState.open = open;
  writeLocal('sideMenuOpen', String(open));
}
