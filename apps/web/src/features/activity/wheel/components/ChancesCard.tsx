import { fromMinorUnits, toMinorUnits } from '@courtside/domain';
import { Link } from 'react-router';
import { useTranslation } from '../../../../i18n';
import { useMoney } from '../../../../shared/money';
import { buttonClass } from '../../../../ui/Button';
import type { WheelInfo } from '../api/info';
import styles from '../Wheel.module.css';

/** What is left to bet before the next spin from turnover; null when turnover gives none or the day is full. */
export function toNextChance(info: Pick<WheelInfo, 'chances' | 'rules'>): string | null {
  const rules = info.rules;
  if (!rules || info.chances.earned >= rules.dailyChancesMax) return null;
  const per = toMinorUnits(rules.turnoverPerChance);
  if (per <= 0n) return null;
  const turnover = toMinorUnits(info.chances.turnover);
  return fromMinorUnits(per - (turnover % per));
}

/** 今日抽奖次数: where today's spins came from, what is left, and where to earn more. */
export function ChancesCard({ info, loginTo }: { info: WheelInfo; loginTo: string }) {
  const { t } = useTranslation();
  const money = useMoney();
  const { chances, rules } = info;
  if (info.reason === 'notLoggedIn') {
    return (
      <section className={styles.card} data-testid="wheel-chances">
        <h2 className={styles.cardTitle}>{t('promo.wheel.chances')}</h2>
        <p className={styles.hint}>{t('promo.wheel.visitorChances')}</p>
        <Link to={loginTo} className={buttonClass({ size: 'sm' })}>
          {t('common.login')}
        </Link>
      </section>
    );
  }
  const next = toNextChance(info);
  return (
    <section className={styles.card} data-testid="wheel-chances" data-left={chances.left} data-earned={chances.earned}>
      <div className={styles.cardHead}>
        <h2 className={styles.cardTitle}>{t('promo.wheel.chances')}</h2>
        <span className={styles.hint}>{t('promo.wheel.chancesDay', { day: chances.day })}</span>
      </div>
      <dl className={styles.figures}>
        <div className={styles.figureMain}>
          <dt>{t('promo.wheel.left')}</dt>
          <dd data-testid="wheel-chances-left">{chances.left}</dd>
        </div>
        <div>
          <dt>{t('promo.wheel.fromTurnover')}</dt>
          <dd data-testid="wheel-from-turnover">{t('promo.wheel.times', { count: chances.fromTurnover })}</dd>
        </div>
        <div>
          <dt>{t('promo.wheel.fromSignIn')}</dt>
          <dd data-testid="wheel-from-signin">{t('promo.wheel.times', { count: chances.fromSignIn })}</dd>
        </div>
        <div>
          <dt>{t('promo.wheel.used')}</dt>
          <dd data-testid="wheel-used">{t('promo.wheel.times', { count: chances.used })}</dd>
        </div>
      </dl>
      <p className={styles.hint}>
        {t('promo.wheel.turnover')} <strong data-testid="wheel-turnover">{money(chances.turnover)}</strong>
        {next !== null ? ` · ${t('promo.wheel.nextChance', { money: money(next) })}` : null}
        {rules && chances.earned >= rules.dailyChancesMax
          ? ` · ${t('promo.wheel.maxReached', { count: rules.dailyChancesMax })}`
          : null}
      </p>
      {chances.left === 0 ? (
        <div className={styles.actions} data-testid="wheel-earn-more">
          {chances.signedIn ? (
            <span className={styles.hint}>{t('promo.wheel.signedIn')}</span>
          ) : (
            <Link
              to="/app/activity/carnivalactivity"
              className={buttonClass({ size: 'sm', variant: 'secondary' })}
              data-testid="wheel-go-sign"
            >
              {t('promo.wheel.goSign')}
            </Link>
          )}
          <Link to="/app/egame/pg" className={buttonClass({ size: 'sm' })} data-testid="wheel-go-play">
            {t('promo.wheel.goPlay')}
          </Link>
        </div>
      ) : null}
    </section>
  );
}
