import { useNavigate } from 'react-router';
import { robotPass } from '../../api/robotPass';
import { useTranslation } from '../../i18n';
import { SliderPuzzle } from '../../shared/captcha/SliderPuzzle';
import { usePageTitle } from '../../shared/usePageTitle';
import { Button } from '../../ui/Button';
import { StatusPanel } from '../../ui/StatusPanel';
import { notify } from '../../ui/toast';
import styles from './Access.module.css';

/**
 * Where a 10433 answer sends the member (spec section 8): a slider puzzle whose solution becomes the
 * robot pass the next calls carry, then back to the page that was refused to do it again.
 */
export function RobotCheckPage() {
  const { t } = useTranslation();
  usePageTitle(t('title.robotCheck'));
  const navigate = useNavigate();
  const back = () => (window.history.length > 1 ? navigate(-1) : navigate('/app/home'));

  return (
    <StatusPanel
      icon="shield"
      title={t('access.robotTitle')}
      text={t('access.robotText')}
      testId="robot-check-page"
      actions={
        <Button variant="secondary" size="lg" onClick={back} data-testid="robot-back">
          {t('access.robotBack')}
        </Button>
      }
    >
      <div className={styles.robot} data-testid="robot-slider">
        <SliderPuzzle
          onSolved={(answer) => {
            robotPass.hold(`${answer.verifyId}.${answer.verifyCode}`);
            notify(t('access.robotPassed'));
            back();
          }}
        />
      </div>
    </StatusPanel>
  );
}
