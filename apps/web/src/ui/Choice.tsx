import type { ReactNode } from 'react';
import styles from './Choice.module.css';

export interface SegmentOption<T extends string> {
  value: T;
  label: ReactNode;
}

/** A pill of two or three mutually exclusive buttons (direction, network). */
export function Segmented<T extends string>({
  options,
  value,
  onChange,
  label,
  testId,
}: {
  options: readonly SegmentOption<T>[];
  value: T | null;
  onChange: (value: T) => void;
  label: string;
  testId: string;
}) {
  return (
    <fieldset className={styles.segments} aria-label={label}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          className={styles.segment}
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
          data-testid={`${testId}-${option.value}`}
        >
          {option.label}
        </button>
      ))}
    </fieldset>
  );
}

export interface Chip {
  /** What the chip puts in the field. */
  value: string;
  label: ReactNode;
  disabled?: boolean;
  /** Marks the chip in tests (`data-amount`); defaults to the value. */
  key?: string;
}

/** Quick amounts under an amount field. */
export function AmountChips({
  chips,
  onPick,
  label,
  testId = 'amount-chip',
}: {
  chips: readonly Chip[];
  onPick: (value: string) => void;
  label: string;
  testId?: string;
}) {
  return (
    <fieldset className={styles.chips} aria-label={label}>
      {chips.map((chip) => (
        <button
          key={chip.key ?? chip.value}
          type="button"
          className={styles.chip}
          onClick={() => onPick(chip.value)}
          disabled={chip.disabled}
          data-testid={testId}
          data-amount={chip.key ?? chip.value}
        >
          {chip.label}
        </button>
      ))}
    </fieldset>
  );
}
