import type { ReactNode } from 'react';
import styles from '../Payment.module.css';

/** The big number at the top of a payment page (the centre balance, what can be withdrawn), with notes beside it. */
export function AmountHero({
  label,
  amount,
  meta,
  testId,
  amountTestId,
}: {
  label: string;
  amount: ReactNode;
  meta?: ReactNode;
  testId: string;
  amountTestId: string;
}) {
  return (
    <section className={styles.hero} data-testid={testId}>
      <div>
        <span className={styles.heroLabel}>{label}</span>
        <strong className={styles.heroAmount} data-testid={amountTestId}>
          {amount}
        </strong>
      </div>
      {meta && <div className={styles.heroMeta}>{meta}</div>}
    </section>
  );
}
