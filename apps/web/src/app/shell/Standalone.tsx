import { Outlet } from 'react-router';
import { useTranslation } from '../../i18n';
import { Brand } from './Brand';
import styles from './Standalone.module.css';

/** A frame without navigation, for maintenance, access notices and login. */
export function Standalone() {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <header className={styles.top}>
        <Brand />
      </header>
      <main className={styles.body}>
        <Outlet />
      </main>
      <footer className={styles.foot}>{t('common.slogan')}</footer>
    </div>
  );
}
