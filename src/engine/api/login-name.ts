/** How the console sends a typed login name: `name@@namespace` names an account inside a tenant namespace. */
export function splitUsername(username: string): { accountname: string; namespace?: string } {
  const at = username.indexOf('@@');
  if (at < 0) return { accountname: username };
  return { accountname: username.slice(0, at), namespace: username.slice(at + 2) };
}
