import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n';
import { usePageTitle } from '../../../shared/usePageTitle';
import { PageHeader } from '../../../ui/PageHeader';
import { Skeleton } from '../../../ui/Skeleton';
import styles from '../Member.module.css';

/** An account page: its heading with the H5 back button (to the centre), then its panels. */
export function MemberPageFrame({
  title,
  subtitle,
  testId,
  children,
}: {
  title: string;
  subtitle?: string;
  testId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  usePageTitle(title);
  return (
    <div className={styles.page} data-testid={testId}>
      <PageHeader
        title={title}
        subtitle={subtitle}
        onBack={() => navigate('/app/member')}
        backLabel={t('common.back')}
      />
      <div className={styles.panels}>{children}</div>
    </div>
  );
}

/** One card of an account page. */
export function Panel({
  title,
  description,
  actions,
  children,
  testId,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
  testId?: string;
}) {
  return (
    <section className={styles.panel} data-testid={testId}>
      <div className={styles.panelHead}>
        <div className={styles.panelTitles}>
          <h2 className={styles.panelTitle}>{title}</h2>
          {description && <p className={styles.panelText}>{description}</p>}
        </div>
        {actions && <div className={styles.panelActions}>{actions}</div>}
      </div>
      {children}
    </section>
  );
}

const skeletonSlots = ['a', 'b', 'c'];

/** What an account page shows while its data is on the way. */
export function PanelsSkeleton({ count = 2 }: { count?: number }) {
  return (
    <div className={styles.panels} aria-busy="true" data-testid="member-loading">
      {skeletonSlots.slice(0, count).map((slot) => (
        <Skeleton key={slot} className={styles.skeletonBlock} />
      ))}
    </div>
  );
}
