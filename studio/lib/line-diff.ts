/**
 * Line diffs of the files a change writes: hunks to show before saving, and one unified patch that
 * `git apply` takes (Myers' shortest edit script, three lines of context, as git writes them).
 */

export type DiffLine = { kind: 'same' | 'add' | 'remove'; text: string };

export interface Hunk {
  /** 1-based first line in the old and the new file, and how many lines of each the hunk spans. */
  oldStart: number;
  oldLines: number;
  newStart: number;
  newLines: number;
  lines: DiffLine[];
}

export interface FileDiff {
  file: string;
  hunks: Hunk[];
  added: number;
  removed: number;
}

function splitLines(text: string): string[] {
  if (text === '') return [];
  const lines = text.split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  return lines;
}

/** Myers' O(ND) diff: the edit script turning `a` into `b`, line by line. */
export function diffLines(a: readonly string[], b: readonly string[]): DiffLine[] {
  // Common head and tail are cut first: a change touches a few lines of a long file.
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head += 1;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail += 1;
  const x0 = a.slice(head, a.length - tail);
  const y0 = b.slice(head, b.length - tail);
  const n = x0.length;
  const m = y0.length;
  const max = n + m;
  const v = new Map<number, number>([[1, 0]]);
  const trace: Map<number, number>[] = [];
  outer: for (let d = 0; d <= max; d += 1) {
    trace.push(new Map(v));
    for (let k = -d; k <= d; k += 2) {
      let x = k === -d || (k !== d && (v.get(k - 1) ?? 0) < (v.get(k + 1) ?? 0)) ? (v.get(k + 1) ?? 0) : (v.get(k - 1) ?? 0) + 1;
      let y = x - k;
      while (x < n && y < m && x0[x] === y0[y]) {
        x += 1;
        y += 1;
      }
      v.set(k, x);
      if (x >= n && y >= m) break outer;
    }
  }
  const middle: DiffLine[] = [];
  let x = n;
  let y = m;
  for (let d = trace.length - 1; d >= 0; d -= 1) {
    const vd = trace[d] as Map<number, number>;
    const k = x - y;
    const prevK = k === -d || (k !== d && (vd.get(k - 1) ?? 0) < (vd.get(k + 1) ?? 0)) ? k + 1 : k - 1;
    const prevX = vd.get(prevK) ?? 0;
    const prevY = prevX - prevK;
    while (x > prevX && y > prevY) {
      x -= 1;
      y -= 1;
      middle.push({ kind: 'same', text: x0[x] as string });
    }
    if (d > 0) {
      if (x === prevX) middle.push({ kind: 'add', text: y0[prevY] as string });
      else middle.push({ kind: 'remove', text: x0[prevX] as string });
    }
    x = prevX;
    y = prevY;
  }
  middle.reverse();
  return [
    ...a.slice(0, head).map((text) => ({ kind: 'same' as const, text })),
    ...middle,
    ...a.slice(a.length - tail).map((text) => ({ kind: 'same' as const, text })),
  ];
}

const CONTEXT = 3;

/** The changed lines of `before` → `after` in hunks with three lines of context each side. */
export function fileDiff(file: string, before: string, after: string): FileDiff {
  const script = diffLines(splitLines(before), splitLines(after));
  // A line is shown when it is a change or within three lines of one; shown lines next to each other make one hunk.
  const shown = new Array<boolean>(script.length).fill(false);
  script.forEach((line, index) => {
    if (line.kind === 'same') return;
    for (let near = Math.max(0, index - CONTEXT); near <= Math.min(script.length - 1, index + CONTEXT); near += 1) shown[near] = true;
  });
  const hunks: Hunk[] = [];
  let oldLine = 1;
  let newLine = 1;
  let current: Hunk | null = null;
  script.forEach((line, index) => {
    if (shown[index]) {
      if (current === null) {
        current = { oldStart: oldLine, newStart: newLine, oldLines: 0, newLines: 0, lines: [] };
        hunks.push(current);
      }
      current.lines.push(line);
      if (line.kind !== 'add') current.oldLines += 1;
      if (line.kind !== 'remove') current.newLines += 1;
    } else current = null;
    if (line.kind !== 'add') oldLine += 1;
    if (line.kind !== 'remove') newLine += 1;
  });
  return {
    file,
    hunks,
    added: script.filter((line) => line.kind === 'add').length,
    removed: script.filter((line) => line.kind === 'remove').length,
  };
}

function range(start: number, lines: number): string {
  // An empty side starts at the line before it (git's convention).
  return `${lines === 0 ? start - 1 : start},${lines}`;
}

/** One file's part of a unified patch. */
export function unifiedDiff(diff: FileDiff): string {
  if (diff.hunks.length === 0) return '';
  const out = [`diff --git a/${diff.file} b/${diff.file}`, `--- a/${diff.file}`, `+++ b/${diff.file}`];
  for (const hunk of diff.hunks) {
    out.push(`@@ -${range(hunk.oldStart, hunk.oldLines)} +${range(hunk.newStart, hunk.newLines)} @@`);
    for (const line of hunk.lines) out.push(`${line.kind === 'add' ? '+' : line.kind === 'remove' ? '-' : ' '}${line.text}`);
  }
  return `${out.join('\n')}\n`;
}

/** The whole change as one patch for `git apply`, naming the commit it is based on. */
export function patchOf(diffs: readonly FileDiff[], baseCommit: string): string {
  return `Route studio change, based on commit ${baseCommit}\n\n${diffs.map(unifiedDiff).join('')}`;
}
