/**
 * A CDP CPU profile read as the main thread's busy stretches and the source modules in them.
 *
 * The profile (`Profiler.stop`'s) samples the page's main thread; a sample of `(idle)` is the thread
 * waiting for work. A busy stretch is a run of samples between idle ones, about one task (tasks run
 * back to back, without an idle sample between them, count as one). Each sample's time goes to the
 * function on top of the stack, and through the build's source maps to the module that function was
 * written in: `src/...` for the console's own code, the package's name for a library's. `(program)`
 * is the browser's own work outside script (style, layout, paint, parsing), `(garbage collector)` V8's.
 */

/** The parts of a CDP `Profiler.Profile` read here. */
export interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number } }[];
  startTime: number;
  endTime: number;
  samples?: number[];
  timeDeltas?: number[];
}

/** A source map's fields read here (version 3). */
export interface SourceMap {
  sources: string[];
  mappings: string;
  sourceRoot?: string;
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((char, index) => [char, index]));

/** The VLQ numbers of one segment of a source map's `mappings`. */
export function decodeVlq(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = DIGIT.get(char);
    if (digit === undefined) throw new Error(`not a base64 digit: ${char}`);
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/** Per generated line, its segments' columns and source indexes, in column order. */
export type SourceLookup = (line: number, column: number) => string | undefined;

/** Looks up the original source of a generated position (both zero-based) in a source map. */
export function sourceLookup(map: SourceMap): SourceLookup {
  const lines: { columns: number[]; sources: number[] }[] = [];
  let source = 0;
  for (const text of map.mappings.split(';')) {
    const columns: number[] = [];
    const sources: number[] = [];
    let column = 0;
    for (const segment of text.split(',')) {
      if (segment === '') continue;
      const [columnDelta = 0, sourceDelta] = decodeVlq(segment);
      column += columnDelta;
      // A segment of one field maps to no source: the column after it belongs to nothing.
      if (sourceDelta === undefined) {
        columns.push(column);
        sources.push(-1);
        continue;
      }
      source += sourceDelta;
      columns.push(column);
      sources.push(source);
    }
    lines.push({ columns, sources });
  }
  return (line, column) => {
    const entry = lines[line];
    if (!entry) return undefined;
    let low = 0;
    let high = entry.columns.length - 1;
    let found = -1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      if ((entry.columns[middle] ?? 0) <= column) {
        found = middle;
        low = middle + 1;
      } else high = middle - 1;
    }
    const index = found < 0 ? -1 : (entry.sources[found] ?? -1);
    return index < 0 ? undefined : map.sources[index];
  };
}

/** A module's name from a source map's source path: the package for a library, the path from `src/` (or the repository) for the console's own. */
export function moduleName(source: string): string {
  const normal = source.replace(/\\/g, '/').replace(/\?.*$/, '');
  const packageAt = normal.lastIndexOf('node_modules/');
  if (packageAt >= 0) {
    const [scope = '', name = ''] = normal.slice(packageAt + 'node_modules/'.length).split('/');
    return scope.startsWith('@') ? `${scope}/${name}` : scope;
  }
  const own = normal.match(/(?:^|\/)((?:src|server|bench|scripts)\/.*)$/);
  return own?.[1] ?? normal.replace(/^(\.\.\/)+/, '');
}

export interface BusyStretch {
  /** Milliseconds from the profile's start. */
  start: number;
  duration: number;
  /** Milliseconds of samples by module, largest first. */
  modules: [string, number][];
}

const BROWSER = new Set(['(program)', '(garbage collector)', '(root)']);

/**
 * The profile's busy stretches of at least `minMs` (50 by default: a long task), each with the
 * modules its samples were in. `locate` names a sampled function's module from its script's url and
 * zero-based position (the build's source maps); a function it cannot place (the bundler's own
 * runtime, a script without a map) is named by its script's file name, `(unmapped)`. `(native)` is
 * the engine's built-ins (JSON, Intl, fetch) where the profile gives them no caller's script.
 */
export function busyStretches(
  profile: CpuProfile,
  locate: (url: string, line: number, column: number) => string | undefined,
  minMs = 50,
): BusyStretch[] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  const named = new Map<number, string>();
  const nameOf = (id: number): string => {
    const known = named.get(id);
    if (known !== undefined) return known;
    const frame = byId.get(id)?.callFrame;
    let name = '(unknown)';
    if (frame) {
      if (BROWSER.has(frame.functionName) || frame.functionName === '(idle)') name = frame.functionName;
      else if (frame.url === '') name = '(native)';
      // Chromium's own scripts carry names, not urls (`v8/LoadTimes`): named as they are.
      else if (!URL.canParse(frame.url)) name = `${frame.url} (browser)`;
      else
        name = locate(frame.url, frame.lineNumber, frame.columnNumber) ?? `${new URL(frame.url).pathname.replace(/^.*\//, '')} (unmapped)`;
    }
    named.set(id, name);
    return name;
  };
  const stretches: BusyStretch[] = [];
  let current: { start: number; duration: number; modules: Map<string, number> } | null = null;
  let time = 0;
  for (let index = 0; index < samples.length; index += 1) {
    time += deltas[index] ?? 0;
    // A sample stands for the time until the next one.
    const span = (deltas[index + 1] ?? 0) / 1000;
    const name = nameOf(samples[index] ?? 0);
    if (name === '(idle)') {
      if (current) stretches.push(close(current));
      current = null;
      continue;
    }
    current ??= { start: time / 1000, duration: 0, modules: new Map() };
    current.duration += span;
    current.modules.set(name, (current.modules.get(name) ?? 0) + span);
  }
  if (current) stretches.push(close(current));
  return stretches.filter((stretch) => stretch.duration >= minMs);
}

function close(stretch: { start: number; duration: number; modules: Map<string, number> }): BusyStretch {
  return { start: stretch.start, duration: stretch.duration, modules: [...stretch.modules].sort((a, b) => b[1] - a[1]) };
}
