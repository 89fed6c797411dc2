import { SearchIcon } from '@primer/octicons-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PALETTE_SHORTCUT } from './palette-shortcut';

const Button = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  height: 32px;
  padding: 0 8px 0 10px;
  border: 1px solid var(--borderColor-default);
  border-radius: 6px;
  background: var(--bgColor-inset, var(--bgColor-default));
  color: var(--fgColor-muted);
  font: inherit;
  font-size: 13px;
  cursor: pointer;
  &:hover {
    color: var(--fgColor-default);
    border-color: var(--borderColor-emphasis, var(--borderColor-default));
  }
  &:focus-visible {
    outline: 2px solid var(--focus-outlineColor, #0969da);
    outline-offset: -2px;
  }
  & kbd {
    padding: 0 4px;
    border: 1px solid var(--borderColor-default);
    border-radius: 4px;
    font: inherit;
    font-size: 11px;
    line-height: 16px;
  }
  @media (max-width: 900px) {
    & .find-page-text {
      display: none;
    }
  }
`;

/** The header's way into the command palette for the pointer, showing the shortcut that does the same. */
export function FindPageButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  const label = t('palette.findPage');
  // The name stays on the button when a narrow window hides its text.
  return (
    <Button type="button" onClick={onClick} aria-label={label} aria-keyshortcuts={PALETTE_SHORTCUT.aria} data-testid="find-page">
      <SearchIcon size={16} />
      <span className="find-page-text">{label}</span>
      <kbd aria-hidden="true">{PALETTE_SHORTCUT.shown}</kbd>
    </Button>
  );
}
