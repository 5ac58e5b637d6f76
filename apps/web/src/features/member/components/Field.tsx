import type { ReactNode } from 'react';
import styles from './Form.module.css';

export const formStyles = styles;

export interface FieldProps {
  label: string;
  /** The control's id, so the label names it and the error describes it. */
  htmlFor: string;
  error?: string | undefined;
  hint?: ReactNode;
  children: ReactNode;
}

/** A labelled form control with its hint and, once validation fails, its Chinese error underneath. */
export function Field({ label, htmlFor, error, hint, children }: FieldProps) {
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={htmlFor}>
        {label}
      </label>
      <div className={styles.control}>{children}</div>
      {error ? (
        <p className={styles.error} id={`${htmlFor}-error`} role="alert">
          {error}
        </p>
      ) : (
        hint && <p className={styles.hint}>{hint}</p>
      )}
    </div>
  );
}

/** The aria attributes a control needs to point at its Field's error. */
export const invalidProps = (id: string, error: unknown) =>
  error ? ({ 'aria-invalid': true, 'aria-describedby': `${id}-error` } as const) : {};
