import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '../../app/usePageTitle';
import { buttonClass } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { StatusPanel } from '../../ui/StatusPanel';
import styles from './LoginPage.module.css';

/** Only same-site paths are followed back, so `fromPage` cannot send the member elsewhere. */
export function safeFromPage(fromPage: string | null): string | null {
  if (!fromPage?.startsWith('/') || fromPage.startsWith('//') || fromPage.startsWith('/login')) return null;
  return fromPage;
}

/** The login route (reads `fromPage`); the form itself arrives with the account issue. */
export function LoginPage() {
  const { t } = useTranslation();
  usePageTitle(t('title.login'));
  const [search] = useSearchParams();
  const fromPage = safeFromPage(search.get('fromPage'));

  return (
    <StatusPanel
      icon="lock"
      badge={t('common.comingSoon')}
      title={t('login.soonTitle')}
      text={t('login.soonText')}
      testId="login-page"
      actions={
        <>
          <Link to="/app/home" className={buttonClass({ size: 'lg' })} data-testid="login-home">
            {t('common.backHome')}
          </Link>
          {fromPage && (
            <Link to={fromPage} className={buttonClass({ variant: 'secondary', size: 'lg' })}>
              {t('common.back')}
            </Link>
          )}
        </>
      }
    >
      {fromPage && (
        <p className={styles.from} data-testid="login-from">
          <Icon name="compass" />
          {t('login.fromPage', { page: fromPage })}
        </p>
      )}
    </StatusPanel>
  );
}
