import styled from 'styled-components';

/**
 * A text input drawn with Primer's control tokens, for the sign-in screens whose budget cannot
 * carry Primer's TextInput (it brings Button, Tooltip and a popover polyfill for its actions).
 */
export const TextField = styled.input`
  width: 100%;
  height: var(--control-medium-size, 32px);
  padding: 0 var(--control-medium-paddingInline-normal, 12px);
  box-sizing: border-box;
  border: var(--borderWidth-thin, 1px) solid var(--control-borderColor-rest);
  border-radius: var(--borderRadius-medium, 6px);
  background: var(--control-bgColor-rest);
  color: var(--fgColor-default);
  font: inherit;
  font-size: var(--text-body-size-medium, 14px);
  line-height: 20px;
  box-shadow: var(--shadow-inset, none);

  &::placeholder {
    color: var(--fgColor-muted);
  }
  &:focus-visible {
    outline: 2px solid var(--focus-outlineColor);
    outline-offset: -1px;
    border-color: var(--borderColor-accent-emphasis);
  }
  &[aria-invalid='true'] {
    border-color: var(--borderColor-danger-emphasis);
  }
  &:disabled,
  &[readonly] {
    background: var(--control-bgColor-disabled);
    color: var(--fgColor-muted);
  }
`;
