/** The command palette's styled parts: the dialog, its search row, the scrolling list and its groups. */
import styled from 'styled-components';

export const Dialog = styled.dialog`
  width: min(640px, 92vw);
  max-height: min(560px, 76vh);
  margin: 12vh auto auto;
  padding: 0;
  border: 1px solid var(--borderColor-default);
  border-radius: 12px;
  background: var(--overlay-bgColor, var(--bgColor-default));
  color: var(--fgColor-default);
  box-shadow: var(--shadow-floating-large, 0 8px 24px rgba(0, 0, 0, 0.3));
  overflow: hidden;
  &[open] {
    display: flex;
    flex-direction: column;
  }
  &::backdrop {
    background: rgba(1, 4, 9, 0.5);
  }
`;

export const SearchRow = styled.div`
  display: flex;
  align-items: center;
  gap: 10px;
  padding: 0 16px;
  border-bottom: 1px solid var(--borderColor-default);
  color: var(--fgColor-muted);
`;

export const Input = styled.input`
  flex: 1;
  min-width: 0;
  height: 52px;
  border: 0;
  background: transparent;
  color: var(--fgColor-default);
  font: inherit;
  font-size: 16px;
  &::placeholder {
    color: var(--fgColor-muted);
  }
  &:focus {
    outline: none;
  }
`;

// The option rows are plain elements styled from here: the palette draws up to 25 rows on every
// open, and a styled component per part of each row was most of the time it took to open.
export const Scroll = styled.div`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  padding: 6px;

  & [role='option'] {
    /* Rows below the fold are neither laid out nor painted until scrolled to: less to do on opening. */
    content-visibility: auto;
    contain-intrinsic-size: auto 52px;
    display: flex;
    align-items: center;
    gap: 10px;
    padding: 8px 10px;
    border-radius: 6px;
    cursor: pointer;
  }
  & [role='option'][aria-selected='true'] {
    background: var(--bgColor-accent-muted);
    box-shadow: inset 3px 0 0 var(--fgColor-accent);
  }
  & .palette-names {
    display: flex;
    flex-direction: column;
    flex: 1;
    min-width: 0;
  }
  & .palette-names > span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  & .palette-place {
    font-size: 12px;
    color: var(--fgColor-muted);
  }
  & .palette-star {
    display: inline-flex;
    padding: 4px;
    border-radius: 6px;
    color: var(--fgColor-muted);
  }
  & .palette-star[data-on='true'] {
    color: var(--fgColor-attention);
  }
  & .palette-star:hover {
    background: var(--bgColor-neutral-muted);
  }
`;

export const GroupHeading = styled.div`
  padding: 8px 10px 4px;
  font-size: 12px;
  font-weight: 600;
  color: var(--fgColor-muted);
`;

export const Footer = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 12px;
  padding: 8px 16px;
  border-top: 1px solid var(--borderColor-default);
  font-size: 12px;
  color: var(--fgColor-muted);
`;

export const Empty = styled.p`
  margin: 0;
  padding: 16px 10px;
  color: var(--fgColor-muted);
`;
