import { Link } from 'react-router';
import { useTranslation } from '../../../../i18n';
import { useMoney } from '../../../../shared/money';
import { Button, buttonClass } from '../../../../ui/Button';
import { Modal } from '../../../../ui/Modal';
import type { WheelInfo } from '../api/info';
import type { WheelSpinResult } from '../api/spin';
import styles from '../Wheel.module.css';

/** The prize the wheel landed on, shown once it has come to rest; 再抽一次 while spins are left. */
export function SpinResult({
  result,
  rules,
  onClose,
  onAgain,
}: {
  result: WheelSpinResult | null;
  rules: WheelInfo['rules'];
  onClose: () => void;
  onAgain: () => void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const draw = result?.draw;
  const headline =
    draw?.prize === 'bonus'
      ? t('promo.wheel.result.bonus', { money: money(draw.amount) })
      : draw?.prize === 'points'
        ? t('promo.wheel.result.points', { points: draw.points })
        : t('promo.wheel.result.none');
  const hint =
    draw?.prize === 'bonus'
      ? rules && rules.multiplier > 0
        ? t('promo.wheel.result.bonusHint', { multiplier: rules.multiplier, days: rules.validDays })
        : t('promo.wheel.ruleBonusNone')
      : draw?.prize === 'points'
        ? t('promo.wheel.result.pointsHint')
        : t('promo.wheel.result.noneHint');
  return (
    <Modal
      open={result !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('promo.wheel.result.title')}
      closeLabel={t('common.close')}
      testId="wheel-result"
      footer={
        <div className={styles.actions}>
          {draw?.prize === 'bonus' ? (
            <Link to="/app/promotions/mine" className={buttonClass({ variant: 'secondary' })}>
              {t('promo.wheel.result.mine')}
            </Link>
          ) : draw?.prize === 'points' ? (
            <Link to="/app/score" className={buttonClass({ variant: 'secondary' })}>
              {t('promo.wheel.result.score')}
            </Link>
          ) : null}
          {result && result.chancesLeft > 0 ? (
            <Button onClick={onAgain} data-testid="wheel-again">
              {t('promo.wheel.result.again')}
            </Button>
          ) : (
            <Button onClick={onClose} data-autofocus data-testid="wheel-result-ok">
              {t('common.ok')}
            </Button>
          )}
        </div>
      }
    >
      {draw ? (
        <div className={styles.result} data-prize={draw.prize} data-index={draw.index}>
          <p className={styles.resultLabel} data-testid="wheel-result-label">
            {draw.label}
          </p>
          <p className={styles.resultHeadline} data-testid="wheel-result-prize">
            {headline}
          </p>
          <p className={styles.hint}>{hint}</p>
          <p className={styles.hint}>
            {t('promo.wheel.result.left', { count: result.chancesLeft })} · {t('promo.wheel.result.verify')}
          </p>
        </div>
      ) : null}
    </Modal>
  );
}
