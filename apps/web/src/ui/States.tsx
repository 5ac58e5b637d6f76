import type { ReactNode } from 'react';
import { useTranslation } from '../i18n';
import { Button } from './Button';
import styles from './Feedback.module.css';
import { Icon, type IconName } from './Icon';

interface StateProps {
  title: string;
  description?: string;
  icon?: IconName;
  action?: ReactNode;
  compact?: boolean;
  testId?: string;
}

export function EmptyState({ title, description, icon = 'compass', action, compact, testId }: StateProps) {
  return (
    <div className={[styles.state, compact && styles.compact].filter(Boolean).join(' ')} data-testid={testId}>
      <span className={styles.stateIcon}>
        <Icon name={icon} />
      </span>
      <p className={styles.stateTitle}>{title}</p>
      {description && <p className={styles.stateText}>{description}</p>}
      {action && <div className={styles.stateAction}>{action}</div>}
    </div>
  );
}

/** A failed load: the common "failed, retry" wording unless the caller says something more specific. */
export interface ErrorStateProps extends Omit<StateProps, 'action' | 'title'> {
  title?: string;
  onRetry?: () => void;
  retryLabel?: string;
}

export function ErrorState({
  title,
  description,
  icon = 'alert',
  onRetry,
  retryLabel,
  compact,
  testId,
}: ErrorStateProps) {
  const { t } = useTranslation();
  title ??= t('common.errorTitle');
  retryLabel ??= t('common.retry');
  return (
    <div
      className={[styles.state, compact && styles.compact].filter(Boolean).join(' ')}
      role="alert"
      data-testid={testId}
    >
      <span className={[styles.stateIcon, styles.errorIcon].join(' ')}>
        <Icon name={icon} />
      </span>
      <p className={styles.stateTitle}>{title}</p>
      {description && <p className={styles.stateText}>{description}</p>}
      {onRetry && retryLabel && (
        <div className={styles.stateAction}>
          <Button variant="secondary" size="sm" onClick={onRetry}>
            <Icon name="refresh" />
            {retryLabel}
          </Button>
        </div>
      )}
    </div>
  );
}
