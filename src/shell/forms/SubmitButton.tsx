import type { ButtonHTMLAttributes } from 'react';
import styled from 'styled-components';

/**
 * A primary button drawn with Primer's button tokens. Primer's Button carries its tooltip, popover
 * polyfill and live-region machinery (some 15 KiB gzipped), too much for the sign-in screen's
 * budget; pages inside the shell use Primer's Button itself.
 */
const Primary = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  width: 100%;
  height: var(--control-medium-size, 32px);
  padding: 0 var(--control-medium-paddingInline-normal, 12px);
  border: var(--borderWidth-thin, 1px) solid var(--button-primary-borderColor-rest);
  border-radius: var(--borderRadius-medium, 6px);
  background: var(--button-primary-bgColor-rest);
  color: var(--button-primary-fgColor-rest);
  font: inherit;
  font-size: var(--text-body-size-medium, 14px);
  font-weight: var(--base-text-weight-medium, 500);
  cursor: pointer;
  box-shadow: var(--shadow-resting-small, none);

  &:hover:not(:disabled) {
    background: var(--button-primary-bgColor-hover);
    border-color: var(--button-primary-borderColor-hover);
  }
  &:active:not(:disabled) {
    background: var(--button-primary-bgColor-active);
  }
  &:focus-visible {
    outline: 2px solid var(--focus-outlineColor);
    outline-offset: 2px;
  }
  &:disabled {
    cursor: not-allowed;
    background: var(--button-primary-bgColor-disabled);
    border-color: var(--button-primary-borderColor-disabled);
    color: var(--button-primary-fgColor-disabled);
  }
`;

export function SubmitButton({ busy = false, children, ...rest }: ButtonHTMLAttributes<HTMLButtonElement> & { busy?: boolean }) {
  return (
    <Primary type="submit" aria-busy={busy} {...rest} disabled={busy || rest.disabled}>
      {children}
    </Primary>
  );
}
