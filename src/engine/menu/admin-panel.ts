/** Open state of the Administration panel, kept in local storage, closed by default: one per console start. */
import { proxy } from 'valtio/vanilla';
import { readLocal, writeLocal } from '../storage/browser-storage';

export interface AdminPanelState {
  open: boolean;
}

/** The panel's state as local storage has it (a valtio proxy: the panel reads its snapshot). */
export function createAdminPanelState(): AdminPanelState {
  return proxy({ open: readLocal('sideMenuOpen') === 'true' });
}

export function setAdminPanelOpen(panel: AdminPanelState, open: boolean): void {
  panel.open = open;
  writeLocal('sideMenuOpen', String(open));
}
