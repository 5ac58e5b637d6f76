import { type ComponentProps, type ReactNode, useId, useState } from 'react';
import { useTranslation } from '../i18n';
import styles from './Field.module.css';

export type HintTone = 'muted' | 'success' | 'danger';

export interface FieldProps {
  label: string;
  /** The field's error; replaces the hint while shown. */
  error?: string | undefined;
  hint?: ReactNode;
  hintTone?: HintTone;
  /** Something inside the box after the control: the show-password toggle, the send-code button. */
  adornment?: ReactNode;
  /** Something beside the box: the submit button of a one-field form. */
  action?: ReactNode;
}

/** What the control takes from its field: its id, its look, and the link to the message under it. */
interface ControlWiring {
  id: string;
  className: string | undefined;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

const toneClass: Record<HintTone, string | undefined> = {
  muted: styles.hint,
  success: styles.hintSuccess,
  danger: styles.hintDanger,
};

function FieldFrame({
  label,
  error,
  hint,
  hintTone = 'muted',
  adornment,
  action,
  id,
  children,
}: FieldProps & { id: string | undefined; children: (wiring: ControlWiring) => ReactNode }) {
  const autoId = useId();
  const controlId = id ?? autoId;
  const messageId = error ? `${controlId}-error` : hint ? `${controlId}-hint` : undefined;
  const control = (
    <div className={styles.control} data-invalid={error ? 'true' : undefined}>
      {children({
        id: controlId,
        className: styles.input,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': messageId,
      })}
      {adornment}
    </div>
  );
  return (
    <div className={styles.field}>
      <label htmlFor={controlId} className={styles.label}>
        {label}
      </label>
      {action ? (
        <div className={styles.row}>
          {control}
          {action}
        </div>
      ) : (
        control
      )}
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

export interface TextFieldProps extends FieldProps, Omit<ComponentProps<'input'>, keyof FieldProps> {}

/** A labelled input with its error or hint underneath, tied together for screen readers. */
export function TextField({ label, error, hint, hintTone, adornment, action, id, ...input }: TextFieldProps) {
  return (
    <FieldFrame {...{ label, error, hint, hintTone, adornment, action, id }}>
      {(wiring) => <input {...wiring} {...input} />}
    </FieldFrame>
  );
}

export interface TextAreaFieldProps extends FieldProps, Omit<ComponentProps<'textarea'>, keyof FieldProps> {}

/** TextField for several lines: a reason, an address. */
export function TextAreaField({
  label,
  error,
  hint,
  hintTone,
  adornment,
  action,
  id,
  ...textarea
}: TextAreaFieldProps) {
  return (
    <FieldFrame {...{ label, error, hint, hintTone, adornment, action, id }}>
      {(wiring) => <textarea {...wiring} {...textarea} />}
    </FieldFrame>
  );
}

export interface SelectFieldProps extends FieldProps, Omit<ComponentProps<'select'>, keyof FieldProps> {}

/** TextField for a choice from a short list: a venue, a record kind. */
export function SelectField({
  label,
  error,
  hint,
  hintTone,
  adornment,
  action,
  id,
  children,
  ...select
}: SelectFieldProps) {
  return (
    <FieldFrame {...{ label, error, hint, hintTone, adornment, action, id }}>
      {(wiring) => (
        <select {...wiring} {...select}>
          {children}
        </select>
      )}
    </FieldFrame>
  );
}

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'adornment'> {
  /** The 6-digit withdrawal password: numeric keypad and no more than six characters. */
  digits?: boolean;
}

/** A password input with a show/hide toggle. */
export function PasswordField({ digits = false, maxLength, inputMode, ...props }: PasswordFieldProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      inputMode={digits ? 'numeric' : inputMode}
      maxLength={maxLength ?? (digits ? 6 : 64)}
      adornment={
        <button
          type="button"
          className={styles.adornment}
          onClick={() => setVisible((value) => !value)}
          aria-pressed={visible}
          aria-label={t(visible ? 'common.hidePassword' : 'common.showPassword')}
          data-testid="password-toggle"
        >
          {t(visible ? 'common.hide' : 'common.show')}
        </button>
      }
    />
  );
}
