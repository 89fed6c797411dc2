import { AlertFillIcon } from '@primer/octicons-react';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Frame = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
`;

const Label = styled.label`
  font-size: 14px;
  font-weight: 600;
  color: var(--fgColor-default);
`;

const Required = styled.span`
  margin-left: 2px;
  color: var(--fgColor-danger);
`;

const Caption = styled.span`
  font-size: 12px;
  color: var(--fgColor-muted);
`;

const Validation = styled.span`
  display: flex;
  align-items: center;
  gap: 4px;
  font-size: 12px;
  font-weight: 600;
  color: var(--fgColor-danger);
`;

export interface FieldFrameProps {
  id: string;
  label: string;
  required?: boolean;
  caption?: ReactNode;
  /** Shown under the input and tied to it with aria-describedby by the caller. */
  error?: string | null;
  children: ReactNode;
}

export function errorId(id: string): string {
  return `${id}-error`;
}

/**
 * Label, input, caption and validation message of one form field. Primer's FormControl does the
 * same but brings every input kind it knows into the bundle, which the first screen cannot afford.
 */
export function FieldFrame({ id, label, required = false, caption, error, children }: FieldFrameProps) {
  return (
    <Frame>
      <Label htmlFor={id}>
        {label}
        {required ? <Required aria-hidden="true">*</Required> : null}
      </Label>
      {children}
      {caption ? <Caption id={`${id}-caption`}>{caption}</Caption> : null}
      {error ? (
        <Validation id={errorId(id)} role="alert">
          <AlertFillIcon size={12} />
          {error}
        </Validation>
      ) : null}
    </Frame>
  );
}
