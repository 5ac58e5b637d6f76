import { type ComponentProps, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../Auth.module.css';

export type HintTone = 'muted' | 'success' | 'danger';

export interface TextFieldProps extends ComponentProps<'input'> {
  label: string;
  /** The field's error; replaces the hint while shown. */
  error?: string;
  hint?: ReactNode;
  hintTone?: HintTone;
  /** Something inside the box after the input: the show-password toggle, the send-code button. */
  adornment?: ReactNode;
}

const toneClass: Record<HintTone, string | undefined> = {
  muted: styles.hint,
  success: styles.hintSuccess,
  danger: styles.hintDanger,
};

/** A labelled input with its error or hint underneath, tied together for screen readers. */
export function TextField({ label, error, hint, hintTone = 'muted', adornment, id, ...input }: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const messageId = `${inputId}-message`;
  const hasMessage = Boolean(error || hint);
  return (
    <div className={styles.field}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <div className={styles.control} data-invalid={error ? 'true' : undefined}>
        <input
          id={inputId}
          className={styles.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={hasMessage ? messageId : undefined}
          {...input}
        />
        {adornment}
      </div>
      {error ? (
        <p id={messageId} className={styles.error} role="alert">
          {error}
        </p>
      ) : (
        hint && (
          <p id={messageId} className={toneClass[hintTone]} aria-live="polite">
            {hint}
          </p>
        )
      )}
    </div>
  );
}

/** A password input with a show/hide toggle. */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'adornment'>) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      adornment={
        <button
          type="button"
          className={styles.adornment}
          onClick={() => setVisible((value) => !value)}
          aria-pressed={visible}
          aria-label={t(visible ? 'account.fields.hidePassword' : 'account.fields.showPassword')}
          data-testid="password-toggle"
        >
          {t(visible ? 'account.fields.hide' : 'account.fields.show')}
        </button>
      }
    />
  );
}
