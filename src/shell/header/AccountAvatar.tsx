import styles from './AccountAvatar.module.css';

/** One or two letters from a name, for the avatar: "Alex Admin" → AA, "acme-admin" → AA. */
export function initials(name: string): string {
  const words = name
    .trim()
    .split(/[\s._@-]+/)
    .filter(Boolean);
  const letters = words.length > 1 ? `${words[0]?.[0] ?? ''}${words[1]?.[0] ?? ''}` : (words[0] ?? '').slice(0, 2);
  return letters.toUpperCase() || '?';
}

/**
 * The account icon: one avatar normally, a pair while a super administrator is assuming
 * the account (the administrator's behind, the assumed account's in front).
 */
export function AccountAvatar({ name, assumedBy }: { name: string; assumedBy?: string }) {
  if (assumedBy === undefined) {
    return <span className={styles.circle} aria-hidden="true" data-testid="account-avatar" data-initials={initials(name)} />;
  }
  return (
    <span className={styles.pair} aria-hidden="true" data-testid="account-avatar-pair">
      <span className={styles.circle} data-initials={initials(assumedBy)} />
      <span className={styles.circle} data-second data-initials={initials(name)} />
    </span>
  );
}
