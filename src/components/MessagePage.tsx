import { Heading } from '@primer/react';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Page = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  text-align: center;
  gap: var(--base-size-16, 16px);
  min-height: 100%;
  padding: var(--base-size-40, 40px) var(--base-size-24, 24px);
  color: var(--fgColor-default);
  background: var(--bgColor-default);
  box-sizing: border-box;
`;

const Visual = styled.div`
  color: var(--fgColor-muted);
`;

const Description = styled.p`
  margin: 0;
  max-width: 36rem;
  color: var(--fgColor-muted);
  font-size: var(--text-body-size-large, 16px);
  line-height: 1.5;
`;

const Actions = styled.div`
  display: flex;
  gap: var(--base-size-12, 12px);
  flex-wrap: wrap;
  justify-content: center;
`;

export interface MessagePageProps {
  testId: string;
  visual: ReactNode;
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  /** Full-window pages (outside the shell) fill the viewport. */
  fullWindow?: boolean;
}

/** The one look of every message page: not found, not allowed, errors. */
export function MessagePage({ testId, visual, title, description, actions, fullWindow = false }: MessagePageProps) {
  return (
    <Page data-testid={testId} style={fullWindow ? { minHeight: '100vh' } : undefined}>
      <Visual aria-hidden="true">{visual}</Visual>
      <Heading as="h1" variant="large">
        {title}
      </Heading>
      {description ? <Description>{description}</Description> : null}
      {actions ? <Actions>{actions}</Actions> : null}
    </Page>
  );
}
