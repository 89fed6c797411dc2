/**
 * What a translation file must be before any check can read it: an object whose values are texts or
 * groups of the same kind. The manifest and glossary checks look keys up in it; `[]` or a number
 * where a group should be would read as "every key is missing" (or not be read at all), so the save
 * is refused with this instead.
 */
export function translationShapeProblems(file: string, value: unknown): string[] {
  const problems: string[] = [];
  const kind = (node: unknown): string => (node === null ? 'null' : Array.isArray(node) ? 'an array' : `a ${typeof node}`);
  const visit = (node: unknown, key: string): void => {
    if (typeof node === 'string' && key !== '') return;
    if (node === null || typeof node !== 'object' || Array.isArray(node)) {
      problems.push(
        `${file}: ${key === '' ? 'is' : `${key} is`} ${kind(node)}, not ${key === '' ? 'an object of texts' : 'a text or a group'}`,
      );
      return;
    }
    for (const [part, child] of Object.entries(node)) visit(child, key === '' ? part : `${key}.${part}`);
  };
  visit(value, '');
  return problems;
}
