import { useNavigation } from 'react-router';
import { useTranslation } from '../../i18n';
import styles from './Shell.module.css';

/** A thin bar at the top while the next page's code loads. */
export function NavProgress() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  if (navigation.state !== 'loading') return null;
  return <div className={styles.progress} role="progressbar" aria-label={t('progress.navigating')} />;
}
