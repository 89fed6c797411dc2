import styled from 'styled-components';

const Pair = styled.span`
  display: inline-flex;
  align-items: center;
`;

const Circle = styled.span<{ $second?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 24px;
  height: 24px;
  border-radius: 50%;
  box-sizing: border-box;
  font-size: 11px;
  font-weight: 600;
  line-height: 1;
  color: var(--fgColor-onEmphasis, #ffffff);
  background: ${({ $second }) => ($second ? 'var(--bgColor-done-emphasis, #8250df)' : 'var(--bgColor-accent-emphasis, #0969da)')};
  ${({ $second }) => ($second ? 'margin-left: -8px; box-shadow: 0 0 0 2px var(--bgColor-default);' : '')}
  /* Drawn, not written: the letters are a picture of the account, so the button's visible text is
     the name alone and its accessible name can begin with it. */
  &::before {
    content: attr(data-initials);
  }
`;

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
    return <Circle aria-hidden="true" data-testid="account-avatar" data-initials={initials(name)} />;
  }
  return (
    <Pair aria-hidden="true" data-testid="account-avatar-pair">
      <Circle data-initials={initials(assumedBy)} />
      <Circle $second data-initials={initials(name)} />
    </Pair>
  );
}
