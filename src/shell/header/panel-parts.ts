/** The pieces the header's hover panels are built from, so the panels look alike. */
import styled from 'styled-components';

export const PanelList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0 0 8px;
`;

export const PanelSection = styled.section`
  margin: 4px 12px 12px;
  padding: 12px;
  border: 1px solid var(--borderColor-default);
  border-radius: 8px;
  background: var(--bgColor-muted);
  font-size: 13px;
  line-height: 1.5;
  & h3 {
    margin: 0 0 4px;
    font-size: 13px;
    font-weight: 600;
  }
  & p {
    margin: 0 0 8px;
    color: var(--fgColor-muted);
  }
`;

export const PanelEmpty = styled.p`
  margin: 0;
  padding: 8px 16px 16px;
  color: var(--fgColor-muted);
  font-size: 13px;
`;

export const PanelItemButton = styled.button`
  display: flex;
  align-items: flex-start;
  gap: 8px;
  width: 100%;
  padding: 8px 16px;
  border: 0;
  background: transparent;
  color: var(--fgColor-default);
  font: inherit;
  font-size: 13px;
  line-height: 1.4;
  text-align: left;
  cursor: pointer;
  &:hover {
    background: var(--bgColor-neutral-muted);
  }
  &:focus-visible {
    outline: 2px solid var(--focus-outlineColor, #0969da);
    outline-offset: -2px;
  }
`;

export const UnreadDot = styled.span<{ $unread: boolean }>`
  flex: none;
  width: 8px;
  height: 8px;
  margin-top: 5px;
  border-radius: 50%;
  background: ${({ $unread }) => ($unread ? 'var(--bgColor-accent-emphasis, #0969da)' : 'transparent')};
`;

export const ItemText = styled.span`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
`;

export const ItemMeta = styled.span`
  color: var(--fgColor-muted);
  font-size: 12px;
`;
