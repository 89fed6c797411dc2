// Login names: "name" plus an optional tenant namespace, compared case-insensitively.

/**
 * Splits a login name. The console sends "name" plus an optional namespace, but a raw
 * "name@@namespace" (the form users type for a tenant account) is accepted too. Names compare case-insensitively.
 */
export function parseLoginName(accountname: string, namespace?: string): { username: string; namespace: string } {
  let name = accountname.trim();
  let ns = (namespace ?? '').trim();
  const at = name.indexOf('@@');
  if (at >= 0 && !ns) {
    ns = name.slice(at + 2);
    name = name.slice(0, at);
  }
  return { username: name.toLowerCase(), namespace: ns.toLowerCase() };
}
