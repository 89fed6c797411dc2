import { Heading } from '@primer/react';
import type { ReactNode } from 'react';
import { useDocumentTitle } from './use-document-title';
import styles from './MessagePage.module.css';

export interface MessagePageProps {
  testId: string;
  visual: ReactNode;
  title: string;
  description?: ReactNode;
  /** More than a sentence: shown between the description and the actions. */
  children?: ReactNode;
  actions?: ReactNode;
  /** Full-window pages (outside the shell) fill the viewport. */
  fullWindow?: boolean;
  /**
   * Names the browser tab after the title. A full-window message is the page, so it does by default;
   * inside the shell the route around a message names the tab, unless no route is there to do it.
   */
  namesTab?: boolean;
}

/** The one look of every message page: not found, not allowed, errors. */
export function MessagePage({
  testId,
  visual,
  title,
  description,
  children,
  actions,
  fullWindow = false,
  namesTab = fullWindow,
}: MessagePageProps) {
  useDocumentTitle(namesTab ? title : null);
  // Likewise it is the page's main landmark; inside the shell it is a section of the shell's.
  const Root = fullWindow ? 'main' : 'section';
  return (
    <Root className={styles.page} data-testid={testId} data-full-window={fullWindow || undefined}>
      <div className={styles.visual} aria-hidden="true">
        {visual}
      </div>
      <Heading as="h1" variant="large">
        {title}
      </Heading>
      {description ? <p className={styles.description}>{description}</p> : null}
      {children}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </Root>
  );
}
