import { Link, useNavigate } from 'react-router';
import { useTranslation } from '../../i18n';
import { usePageTitle } from '../../shared/usePageTitle';
import { Button, buttonClass } from '../../ui/Button';
import { StatusPanel } from '../../ui/StatusPanel';

/** Where the robot-check reaction sends the member; the captcha itself arrives with the account issue. */
export function RobotCheckPage() {
  const { t } = useTranslation();
  usePageTitle(t('title.robotCheck'));
  const navigate = useNavigate();
  return (
    <StatusPanel
      icon="shield"
      title={t('access.robotTitle')}
      text={t('access.robotText')}
      testId="robot-check-page"
      actions={
        <>
          <Button size="lg" onClick={() => navigate(-1)}>
            {t('access.robotRetry')}
          </Button>
          <Link to="/app/home" className={buttonClass({ variant: 'secondary', size: 'lg' })}>
            {t('common.backHome')}
          </Link>
        </>
      }
    />
  );
}
