import type { ButtonHTMLAttributes } from 'react';
import styles from './light-controls.module.css';

/** A button that reads as a link ("Forgot password?", "Resend code"): it acts in place, it goes nowhere. */
export function LinkButton({ children, ...rest }: ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button type="button" className={styles.linkButton} {...rest}>
      {children}
    </button>
  );
}
