import { describe, expect, it } from 'vitest';
import { diffLines, fileDiff, unifiedDiff } from './line-diff';

describe('fileDiff', () => {
  it.each([
    ['same', 'a\nb\n', 'a\nb\n', ''],
    ['one line changed', 'a\nb\nc\n', 'a\nB\nc\n', '@@ -1,3 +1,3 @@\n a\n-b\n+B\n c\n'],
    ['a line added at the end', 'a\n', 'a\nb\n', '@@ -1,1 +1,2 @@\n a\n+b\n'],
    ['from empty', '', 'a\n', '@@ -0,0 +1,1 @@\n+a\n'],
    [
      'two far changes make two hunks',
      '1\n2\n3\n4\n5\n6\n7\n8\n9\n10\n',
      'x\n2\n3\n4\n5\n6\n7\n8\n9\ny\n',
      '@@ -1,4 +1,4 @@\n-1\n+x\n 2\n 3\n 4\n@@ -7,4 +7,4 @@\n 7\n 8\n 9\n-10\n+y\n',
    ],
  ])('%s', (_name, before, after, hunks) => {
    const text = unifiedDiff(fileDiff('f.json', before, after));
    expect(text.replace(/^diff --git a\/f.json b\/f.json\n--- a\/f.json\n\+\+\+ b\/f.json\n/, '')).toBe(hunks);
  });

  it('finds the shortest edit script', () => {
    const script = diffLines(['a', 'b', 'c', 'a', 'b', 'b', 'a'], ['c', 'b', 'a', 'b', 'a', 'c']);
    expect(script.filter((line) => line.kind !== 'same')).toHaveLength(5);
    expect(script.filter((line) => line.kind !== 'add').map((line) => line.text)).toEqual(['a', 'b', 'c', 'a', 'b', 'b', 'a']);
    expect(script.filter((line) => line.kind !== 'remove').map((line) => line.text)).toEqual(['c', 'b', 'a', 'b', 'a', 'c']);
  });
});
