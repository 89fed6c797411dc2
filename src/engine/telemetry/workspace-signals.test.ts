import { describe, expect, it } from 'vitest';
import { initialWorkspace, type Slot, type SlotStatus, type WorkspaceState } from '../frames/workspace-machine';
import { observeWorkspace, type PendingSwitch } from './workspace-signals';

const ROUTE = { path: 'logs/audit-log', frameUrl: '/uiserver/legacy/logs/audit-log' };
const empty = initialWorkspace([ROUTE]);

function slot(id: number, status: SlotStatus, changes: Partial<Slot> = {}): Slot {
  return {
    id,
    route: ROUTE,
    src: ROUTE.frameUrl,
    attempt: 0,
    url: ROUTE.frameUrl,
    status,
    httpStatus: null,
    failure: null,
    load: 1,
    title: null,
    helpLink: null,
    target: null,
    sensed: false,
    said: null,
    stale: null,
    ...changes,
  };
}

function state(slots: Slot[], onScreen: number | null): WorkspaceState {
  return { ...empty, slots, onScreen, recent: slots.map((item) => item.id) };
}

const pendingFresh: PendingSwitch = { slot: 2, since: 100, kept: false };

describe('observeWorkspace', () => {
  it.each<[string, WorkspaceState, WorkspaceState, PendingSwitch | null, ReturnType<typeof observeWorkspace>]>([
    [
      'a frame answering 500: one frame-failed with its status',
      state([slot(1, 'loading')], 1),
      state([slot(1, 'failed', { httpStatus: 500, failure: 'http' })], 1),
      null,
      { signals: [{ kind: 'frame-failed', reason: 'http', status: 500 }], pending: null, paintEnds: null },
    ],
    [
      'a frame timing out',
      state([slot(1, 'loading')], 1),
      state([slot(1, 'timed-out')], 1),
      null,
      { signals: [{ kind: 'frame-failed', reason: 'timed-out', status: null }], pending: null, paintEnds: null },
    ],
    [
      'the same failed state again: nothing new',
      state([slot(1, 'failed', { httpStatus: 500 })], 1),
      state([slot(1, 'failed', { httpStatus: 500 })], 1),
      null,
      { signals: [], pending: null, paintEnds: null },
    ],
    [
      'a Retry that fails again (a new load): told again',
      state([slot(1, 'failed', { httpStatus: 500, load: 1 })], 1),
      state([slot(1, 'failed', { httpStatus: 502, load: 2 })], 1),
      null,
      { signals: [{ kind: 'frame-failed', reason: 'http', status: 502 }], pending: null, paintEnds: null },
    ],
    [
      'everything published afresh after telemetry started: a failure from before is told',
      empty,
      state([slot(1, 'failed', { httpStatus: 404 }), slot(2, 'ready')], 2),
      null,
      { signals: [{ kind: 'frame-failed', reason: 'http', status: 404 }], pending: null, paintEnds: { slot: 2, since: 500, kept: true } },
    ],
    [
      'a switch to a kept frame: it ends at the next paint',
      state([slot(1, 'ready'), slot(2, 'ready')], 1),
      state([slot(1, 'ready'), slot(2, 'ready')], 2),
      null,
      { signals: [], pending: null, paintEnds: { slot: 2, since: 500, kept: true } },
    ],
    [
      'a switch to a fresh frame: waits for its page',
      state([slot(1, 'ready')], 1),
      state([slot(1, 'ready'), slot(2, 'loading')], 2),
      null,
      { signals: [], pending: { slot: 2, since: 500, kept: false }, paintEnds: null },
    ],
    [
      "the fresh frame's page arrives: the switch is timed from its start",
      state([slot(1, 'ready'), slot(2, 'loading')], 2),
      state([slot(1, 'ready'), slot(2, 'ready')], 2),
      pendingFresh,
      {
        signals: [{ kind: 'timing', name: 'console.frame.switch', value: 400, attributes: { 'console.frame.switch': 'fresh' } }],
        pending: null,
        paintEnds: null,
      },
    ],
    [
      'the fresh frame fails instead: its failure, no timing',
      state([slot(1, 'ready'), slot(2, 'loading')], 2),
      state([slot(1, 'ready'), slot(2, 'failed', { httpStatus: 503 })], 2),
      pendingFresh,
      { signals: [{ kind: 'frame-failed', reason: 'http', status: 503 }], pending: null, paintEnds: null },
    ],
    [
      'the user leaves before the fresh page arrives (a native screen): the switch is dropped',
      state([slot(2, 'loading')], 2),
      state([slot(2, 'loading')], null),
      pendingFresh,
      { signals: [], pending: null, paintEnds: null },
    ],
    [
      'a frame that cannot reach its server, or that is refused: told with how it failed',
      state([slot(1, 'checking'), slot(2, 'checking')], 1),
      state([slot(1, 'failed', { failure: 'network' }), slot(2, 'failed', { failure: 'refused' })], 1),
      null,
      {
        signals: [
          { kind: 'frame-failed', reason: 'network', status: null },
          { kind: 'frame-failed', reason: 'refused', status: null },
        ],
        pending: null,
        paintEnds: null,
      },
    ],
    [
      'a frame that went to another site did not fail: nothing told',
      state([slot(1, 'checking')], 1),
      state([slot(1, 'failed', { failure: 'foreign' })], 1),
      null,
      { signals: [], pending: null, paintEnds: null },
    ],
  ])('%s', (_name, prev, next, pending, expected) => {
    expect(observeWorkspace(prev, next, pending, 500)).toEqual(expected);
  });
});
