import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field, formStyles, invalidProps } from './Field';

export interface PasswordFieldProps {
  id: string;
  label: string;
  placeholder: string;
  error: string | undefined;
  registration: UseFormRegisterReturn;
  autoComplete: 'current-password' | 'new-password' | 'off';
  /** The 6-digit withdrawal password: numeric keypad and no more than six characters. */
  digits?: boolean;
  testId?: string;
}

/** A masked password input with its label and error. */
export function PasswordField({
  id,
  label,
  placeholder,
  error,
  registration,
  autoComplete,
  digits,
  testId,
}: PasswordFieldProps) {
  return (
    <Field label={label} htmlFor={id} error={error}>
      <input
        id={id}
        className={formStyles.input}
        type="password"
        autoComplete={autoComplete}
        placeholder={placeholder}
        inputMode={digits ? 'numeric' : undefined}
        maxLength={digits ? 6 : 64}
        data-testid={testId}
        {...invalidProps(id, error)}
        {...registration}
      />
    </Field>
  );
}
