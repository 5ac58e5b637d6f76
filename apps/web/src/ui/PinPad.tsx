import { useId, useRef } from 'react';
import { useTranslation } from '../i18n';
import fieldStyles from './Field.module.css';
import { Icon } from './Icon';
import styles from './PinPad.module.css';

const KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', 'clear', '0', 'delete'] as const;

export interface PinPadProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  length?: number;
  testId?: string;
}

/**
 * A 6-digit secret (the withdrawal password): six boxes over a real, labelled password input that
 * the system keyboard and screen readers use, plus an on-screen keypad for touch and mouse.
 */
export function PinPad({ label, value, onChange, error, length = 6, testId = 'pin' }: PinPadProps) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const clean = (text: string) => text.replace(/\D/g, '').slice(0, length);
  const press = (key: (typeof KEYS)[number]) => {
    if (key === 'clear') onChange('');
    else if (key === 'delete') onChange(value.slice(0, -1));
    else onChange(clean(value + key));
  };
  const cells = Array.from({ length }, (_, index) => index);
  return (
    <div className={styles.pin} data-testid={testId}>
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
      </label>
      <div className={styles.boxes} data-invalid={error ? 'true' : undefined}>
        {cells.map((cell) => (
          <span
            key={cell}
            className={styles.box}
            data-filled={cell < value.length || undefined}
            data-active={cell === value.length || undefined}
            aria-hidden="true"
          />
        ))}
        <input
          ref={input}
          id={id}
          className={styles.input}
          type="password"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          maxLength={length}
          value={value}
          onChange={(event) => onChange(clean(event.target.value))}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-status`}
          data-testid={`${testId}-input`}
        />
      </div>
      <p
        id={`${id}-status`}
        className={error ? fieldStyles.error : fieldStyles.hint}
        role={error ? 'alert' : undefined}
      >
        {error ?? t('common.pinFilled', { count: value.length, length })}
      </p>
      <fieldset className={styles.keypad} aria-label={t('common.pinKeypad')}>
        {KEYS.map((key) => (
          <button
            key={key}
            type="button"
            className={styles.key}
            data-kind={key === 'clear' || key === 'delete' ? 'action' : 'digit'}
            aria-label={key === 'clear' ? t('common.pinClear') : key === 'delete' ? t('common.pinDelete') : undefined}
            onClick={() => press(key)}
            data-testid={`${testId}-key-${key}`}
          >
            {key === 'delete' ? <Icon name="chevronLeft" /> : key === 'clear' ? t('common.pinClear') : key}
          </button>
        ))}
      </fieldset>
    </div>
  );
}
