/** The look of one side-menu row: pages, groups, the help menu and the collapse toggle alike. */
import { css } from 'styled-components';
import { MENU } from './side-menu-colours';

export const itemStyle = css<{ $collapsed?: boolean }>`
  display: flex;
  align-items: center;
  gap: 10px;
  width: 100%;
  min-height: 40px;
  padding: 0 ${({ $collapsed }) => ($collapsed ? 0 : 14)}px;
  justify-content: ${({ $collapsed }) => ($collapsed ? 'center' : 'flex-start')};
  border: 0;
  border-left: 3px solid transparent;
  background: transparent;
  color: inherit;
  font: inherit;
  font-size: 14px;
  text-align: left;
  text-decoration: none;
  cursor: pointer;
  box-sizing: border-box;
  white-space: nowrap;

  &:hover {
    background: ${MENU.hover};
    color: ${MENU.strongText};
  }
  &:focus-visible {
    outline: 2px solid ${MENU.focus};
    outline-offset: -2px;
  }
  &.active,
  &[aria-current='page'] {
    border-left-color: ${MENU.accent};
    background: ${MENU.active};
    color: ${MENU.strongText};
  }
`;
