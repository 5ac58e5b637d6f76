import { Link } from 'react-router';
import { useTranslation } from '../../i18n';
import { usePageTitle } from '../../shared/usePageTitle';
import { buttonClass } from '../../ui/Button';
import { StatusPanel } from '../../ui/StatusPanel';
import styles from './Access.module.css';

/** Region or access restriction: the session is already cleared; only customer service remains. */
export function AccessRestrictionPage() {
  const { t } = useTranslation();
  usePageTitle(t('title.accessRestriction'));
  return (
    <StatusPanel
      icon="globe"
      title={t('access.restrictionTitle')}
      text={t('access.restrictionText')}
      testId="access-restriction-page"
      actions={
        <Link to="/cs" className={buttonClass({ size: 'lg' })}>
          {t('nav.csFull')}
        </Link>
      }
    >
      <p className={styles.hint}>{t('access.restrictionHint')}</p>
    </StatusPanel>
  );
}
