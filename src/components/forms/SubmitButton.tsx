import type { ButtonHTMLAttributes } from 'react';
import styles from './light-controls.module.css';

/**
 * A primary button drawn with Primer's button tokens. Primer's Button carries its tooltip, popover
 * polyfill and live-region machinery (some 15 KiB gzipped), too much for the sign-in screen's
 * budget; pages inside the shell use Primer's Button itself.
 */
export function SubmitButton({ busy = false, children, ...rest }: ButtonHTMLAttributes<HTMLButtonElement> & { busy?: boolean }) {
  return (
    <button type="submit" aria-busy={busy} className={styles.primary} {...rest} disabled={busy || rest.disabled}>
      {children}
    </button>
  );
}
