import { useTranslation } from '../../../i18n';
import styles from '../Auth.module.css';

/** Where the member is in a multi-step flow: done steps, the current one, and those ahead. */
export function StepIndicator({ steps, current, label }: { steps: string[]; current: number; label: string }) {
  const { t } = useTranslation();
  return (
    <ol className={styles.steps} aria-label={label} data-testid="steps">
      {steps.map((step, index) => {
        const state = index < current ? 'done' : index === current ? 'current' : 'upcoming';
        return (
          <li
            key={step}
            className={styles.step}
            data-state={state}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className={styles.stepDot} aria-hidden="true">
              {index + 1}
            </span>
            <span>
              <span className={styles.visuallyHidden}>{t('account.forgot.step', { index: index + 1 })}</span>
              {step}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
