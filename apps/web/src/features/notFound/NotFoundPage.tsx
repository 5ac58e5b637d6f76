import { Link } from 'react-router';
import { useTranslation } from '../../i18n';
import { usePageTitle } from '../../shared/usePageTitle';
import { buttonClass } from '../../ui/Button';
import { StatusPanel } from '../../ui/StatusPanel';

/** Unknown routes. */
export function NotFoundPage() {
  const { t } = useTranslation();
  usePageTitle(t('title.notFound'));
  return (
    <StatusPanel
      icon="compass"
      badge={t('notFound.code')}
      title={t('notFound.title')}
      text={t('notFound.text')}
      testId="not-found-page"
      actions={
        <>
          <Link to="/app/home" className={buttonClass({ size: 'lg' })}>
            {t('common.backHome')}
          </Link>
          <Link to="/cs" className={buttonClass({ variant: 'secondary', size: 'lg' })}>
            {t('nav.csFull')}
          </Link>
        </>
      }
    />
  );
}
