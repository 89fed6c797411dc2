/**
 * A message as a translation key and its values. Decisions (which failure earns which message)
 * return these, so they stay pure and testable without i18next; the screen translates.
 */
export interface MessageRef {
  readonly key: string;
  readonly values?: Readonly<Record<string, string | number>>;
}

export function messageRef(key: string, values?: Readonly<Record<string, string | number>>): MessageRef {
  return values === undefined ? { key } : { key, values };
}
