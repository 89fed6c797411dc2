import { describe, expect, it } from 'vitest';
import { translationShapeProblems } from './translation-shape';

const FILE = 'public/locales/en/translation.json';

describe('translationShapeProblems', () => {
  it.each([
    ['an object of texts and groups', { a: 'x', b: { c: 'y', d: {} } }, []],
    ['an empty object', {}, []],
    ['an array', [], [`${FILE}: is an array, not an object of texts`]],
    ['a text', 'x', [`${FILE}: is a string, not an object of texts`]],
    ['null', null, [`${FILE}: is null, not an object of texts`]],
    ['a number under a key', { a: { b: 1 } }, [`${FILE}: a.b is a number, not a text or a group`]],
    [
      'an array and a null under keys',
      { a: ['x'], b: null },
      [`${FILE}: a is an array, not a text or a group`, `${FILE}: b is null, not a text or a group`],
    ],
  ])('%s', (_name, value, problems) => {
    expect(translationShapeProblems(FILE, value)).toEqual(problems);
  });
});
