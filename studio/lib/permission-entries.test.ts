import { describe, expect, it } from 'vitest';
import { entryAction, entryName, PERMISSION_ACTIONS, setAction, toggleName } from './permission-entries';

describe('permission entries', () => {
  it('offers the schema’s actions', () => {
    expect(PERMISSION_ACTIONS).toEqual(['read', 'create', 'update', 'delete', 'write', 'view', 'download']);
  });

  it.each([
    ['EC_SETTINGS', 'EC_SETTINGS', null],
    ['EC_SETTINGS:read', 'EC_SETTINGS', 'read'],
  ])('%s names %s, action %s', (entry, name, action) => {
    expect(entryName(entry)).toBe(name);
    expect(entryAction(entry)).toBe(action);
  });

  it.each<[string, string[], () => string[], string[]]>([
    ['tick a name', ['A'], () => toggleName(['A'], 'B', true), ['A', 'B']],
    ['tick a name that has an entry with an action', ['B:read'], () => toggleName(['B:read'], 'B', true), ['B:read']],
    ['untick a name removes its entries, with an action too', ['A', 'B:read'], () => toggleName(['A', 'B:read'], 'B', false), ['A']],
    ['set an action', ['A', 'B'], () => setAction(['A', 'B'], 1, 'write'), ['A', 'B:write']],
    ['back to any action', ['A:view'], () => setAction(['A:view'], 0, null), ['A']],
    ['an action that repeats another entry keeps one', ['A:read', 'A'], () => setAction(['A:read', 'A'], 1, 'read'), ['A:read']],
    ['an index out of range changes nothing', ['A'], () => setAction(['A'], 3, 'read'), ['A']],
  ])('%s', (_name, _before, change, after) => {
    expect(change()).toEqual(after);
  });
});
