import { Link } from 'react-router';
import { useSiteInfo } from '../../features/site';
import { useTranslation } from '../../i18n';
import { Icon } from '../../ui/Icon';
import styles from './Shell.module.css';

export function Brand() {
  const { t } = useTranslation();
  const siteName = useSiteInfo().data?.siteName ?? t('common.siteNameFallback');
  return (
    <Link to="/app/home" className={styles.brand} data-testid="brand">
      <span className={styles.brandMark}>
        <Icon name="sparkle" />
      </span>
      <span className={styles.brandName}>{siteName}</span>
    </Link>
  );
}
