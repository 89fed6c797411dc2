/**
 * The workspace machine's state, held for the view by the machine host (engine/machines): `dispatch`
 * takes an event through the machine, with a fresh reading of every frame taken as the event is
 * taken (`read`), tells the listeners (React) of a new state, then hands each effect to `run`. An
 * event dispatched while another's effects run (the router's answer to a navigate) waits for them, so
 * events are taken one at a time, in order, each with its own reading.
 */
import { createMachineHost, type MachineHost } from '../machines/machine-host';
import { workspaceTransition, type Reading, type WorkspaceEffect, type WorkspaceEvent, type WorkspaceState } from './workspace-machine';

export type WorkspaceStore = MachineHost<WorkspaceState, WorkspaceEvent>;

export function createWorkspaceStore(
  initial: WorkspaceState,
  read: () => Reading,
  run: (effect: WorkspaceEffect, dispatch: (event: WorkspaceEvent) => void) => void,
): WorkspaceStore {
  return createMachineHost(initial, (state, event: WorkspaceEvent) => workspaceTransition(state, event, read()), run);
}
