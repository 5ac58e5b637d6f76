import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../i18n';
import { PageHeader } from '../ui/PageHeader';
import styles from './Money.module.css';
import { usePageTitle } from './usePageTitle';

/** A wallet page: its heading with the H5 back button, then its content. */
export function WalletFrame({
  title,
  subtitle,
  backTo,
  actions,
  testId,
  children,
}: {
  title: string;
  subtitle?: string;
  backTo: string;
  actions?: ReactNode;
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
        onBack={() => navigate(backTo)}
        backLabel={t('common.back')}
        actions={actions}
      />
      {children}
    </div>
  );
}
