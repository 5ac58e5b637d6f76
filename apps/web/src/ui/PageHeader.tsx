import type { ReactNode } from 'react';
import { Icon } from './Icon';
import styles from './Page.module.css';

export interface PageHeaderProps {
  title: string;
  subtitle?: string;
  /** Shown on H5 only; PC pages are reached from the header. */
  onBack?: () => void;
  backLabel?: string;
  actions?: ReactNode;
}

/** A page's main heading (`data-testid="page-heading"`), with an H5 back button. */
export function PageHeader({ title, subtitle, onBack, backLabel, actions }: PageHeaderProps) {
  return (
    <div className={styles.pageHeader}>
      {onBack && (
        <button type="button" className={styles.back} onClick={onBack} aria-label={backLabel}>
          <Icon name="chevronLeft" />
        </button>
      )}
      <div className={styles.titles}>
        <h1 className={styles.title} data-testid="page-heading">
          {title}
        </h1>
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
      </div>
      {actions && <div className={styles.headerActions}>{actions}</div>}
    </div>
  );
}
