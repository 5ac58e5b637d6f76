import type { ReactNode } from 'react';
import { CopyButton } from '../../../ui/CopyButton';
import styles from '../Payment.module.css';

export interface DetailRow {
  label: string;
  value: ReactNode;
  /** The text the copy button copies; no button without it. */
  copy?: string;
  mono?: boolean;
  highlight?: boolean;
  testId?: string;
}

/** Label / value rows (receiver card, address, amounts), each copyable when it is something to type elsewhere. */
export function DetailRows({ rows }: { rows: DetailRow[] }) {
  return (
    <dl className={styles.rows}>
      {rows.map((row) => (
        <div key={row.label} className={styles.row}>
          <dt className={styles.rowLabel}>{row.label}</dt>
          <dd
            className={[styles.rowValue, row.mono && styles.mono, row.highlight && styles.highlight]
              .filter(Boolean)
              .join(' ')}
            data-testid={row.testId}
          >
            {row.value}
          </dd>
          {row.copy !== undefined && (
            <CopyButton value={row.copy} what={row.label} testId={row.testId && `${row.testId}-copy`} />
          )}
        </div>
      ))}
    </dl>
  );
}
