import type { ReactNode } from 'react';
import { Icon, type IconName } from '../../../ui/Icon';
import styles from '../Auth.module.css';

export interface AuthCardProps {
  icon: IconName;
  title: string;
  subtitle?: string;
  children: ReactNode;
  /** Links under the card: to register, to login. */
  footer?: ReactNode;
  testId?: string;
}

/** The frame of every account screen: a centred card on H5 and PC, its heading and its links. */
export function AuthCard({ icon, title, subtitle, children, footer, testId }: AuthCardProps) {
  return (
    <section className={styles.card} data-testid={testId}>
      <header className={styles.head}>
        <span className={styles.art} aria-hidden="true">
          <Icon name={icon} />
        </span>
        <h1 className={styles.title} data-testid="page-heading">
          {title}
        </h1>
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
      </header>
      {children}
      {footer && <div className={styles.footer}>{footer}</div>}
    </section>
  );
}
