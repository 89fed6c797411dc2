import { Spinner } from '@primer/react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Centre = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: var(--base-size-12, 12px);
  min-height: 100vh;
  color: var(--fgColor-muted);
`;

export function PageSpinner({ label }: { label?: string }) {
  const { t } = useTranslation();
  const text = label ?? t('app.loading');
  return (
    <Centre role="status" aria-live="polite">
      <Spinner size="large" srText={null} />
      <span>{text}</span>
    </Centre>
  );
}
