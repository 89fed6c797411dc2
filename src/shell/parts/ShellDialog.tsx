import { XIcon } from '@primer/octicons-react';
import { Dialog, IconButton, type DialogButtonProps, type DialogWidth } from '@primer/react';
import type { ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import styles from './shell-dialog.module.css';

const TitleRow = styled.div`
  display: flex;
  align-items: flex-start;
  gap: 8px;
`;

/** The spacing of Primer's own dialog header, so the title lines up with the body. */
const TitleBox = styled.div`
  flex: 1;
  padding: 6px 8px;
  & h1 {
    font-size: 16px;
  }
`;

export interface ShellDialogProps {
  title: string;
  onClose: () => void;
  /** False: no close button, and Escape or a click outside do nothing (the footer decides). */
  closeable?: boolean;
  footerButtons?: DialogButtonProps[];
  width?: DialogWidth;
  /** The element focused when the dialog opens (else Primer's choice: the first autoFocus button, or the first control). */
  initialFocusRef?: RefObject<HTMLElement | null>;
  testId: string;
  /** True for a dialog that comes by itself, not in answer to the user: it appears without Primer's motion. */
  atOnce?: boolean;
  children: ReactNode;
}

/**
 * Every dialog of the shell: Primer's Dialog with a translated close button (Primer's own is
 * labelled in English only) and a test id on its content (Primer's
 * Dialog passes no extra attributes to its element).
 */
export function ShellDialog({
  title,
  onClose,
  closeable = true,
  footerButtons,
  width = 'large',
  initialFocusRef,
  testId,
  atOnce = false,
  children,
}: ShellDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      className={atOnce ? styles.atOnce : undefined}
      title={title}
      width={width}
      onClose={() => {
        if (closeable) onClose();
      }}
      footerButtons={footerButtons}
      initialFocusRef={initialFocusRef}
      renderHeader={({ dialogLabelId }) => (
        <Dialog.Header>
          <TitleRow>
            <TitleBox>
              <Dialog.Title id={dialogLabelId}>{title}</Dialog.Title>
            </TitleBox>
            {closeable ? <IconButton icon={XIcon} variant="invisible" aria-label={t('header.closeDialog')} onClick={onClose} /> : null}
          </TitleRow>
        </Dialog.Header>
      )}
    >
      <div data-testid={testId}>{children}</div>
    </Dialog>
  );
}
