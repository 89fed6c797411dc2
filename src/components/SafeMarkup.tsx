import { useMemo, type HTMLAttributes } from 'react';
import styled from 'styled-components';
import { sanitizeHtml } from '../engine/markup/sanitize';

const Markup = styled.div`
  font-size: 14px;
  line-height: 1.5;
  overflow-wrap: anywhere;
  & h1,
  & h2,
  & h3 {
    margin: 0 0 8px;
    font-size: 16px;
    font-weight: 600;
  }
  & p,
  & ul,
  & ol {
    margin: 0 0 8px;
  }
  & > :last-child {
    margin-bottom: 0;
  }
  & a {
    color: var(--fgColor-accent);
  }
  & img {
    max-width: 100%;
  }
`;

type SafeMarkupProps = Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'dangerouslySetInnerHTML'> & { markup: string };

/**
 * The one place server-provided markup becomes DOM: always through DOMPurify. The alert area's
 * messages and the notices' html come from the server and may carry markup.
 */
export function SafeMarkup({ markup, ...rest }: SafeMarkupProps) {
  const clean = useMemo(() => sanitizeHtml(markup), [markup]);
  return <Markup {...rest} dangerouslySetInnerHTML={{ __html: clean }} />;
}
