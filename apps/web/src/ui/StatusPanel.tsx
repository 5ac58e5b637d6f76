import type { ReactNode } from 'react';
import { Icon, type IconName } from './Icon';
import styles from './Page.module.css';

export interface StatusPanelProps {
  icon: IconName;
  title: string;
  text?: ReactNode;
  badge?: string;
  children?: ReactNode;
  actions?: ReactNode;
  testId?: string;
}

/** A full-page message: maintenance, access notices, coming soon, not found. */
export function StatusPanel({ icon, title, text, badge, children, actions, testId }: StatusPanelProps) {
  return (
    <section className={styles.status} data-testid={testId}>
      <div className={styles.statusArt}>
        <Icon name={icon} />
      </div>
      {badge && <span className={styles.statusBadge}>{badge}</span>}
      <h1 className={styles.statusTitle} data-testid="page-heading">
        {title}
      </h1>
      {text && <p className={styles.statusText}>{text}</p>}
      {children && <div className={styles.statusBody}>{children}</div>}
      {actions && <div className={styles.statusActions}>{actions}</div>}
    </section>
  );
}

export const pageStyles = styles;
