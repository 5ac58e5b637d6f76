import { Link } from 'react-router';
import { useTranslation } from '../../../../i18n';
import { buttonClass } from '../../../../ui/Button';
import type { QuizInfo } from '../api/info';
import styles from '../Guess.module.css';

/** 今日加倍卡: how many are left today (a visitor is asked to log in), and any reason the member may not take part. */
export function BuffCard({ info, loginTo }: { info: QuizInfo; loginTo: string }) {
  const { t } = useTranslation();
  const rules = info.rules;
  return (
    <section className={styles.buffCard} data-testid="guess-buff-card" data-left={info.buffCardsLeft}>
      <div className={styles.buffFigure}>
        <span className={styles.buffLabel}>{t('promo.guess.buffTitle')}</span>
        {info.reason === 'notLoggedIn' ? (
          <Link to={loginTo} className={buttonClass({ size: 'sm', variant: 'secondary' })}>
            {t('promo.guess.login')}
          </Link>
        ) : (
          <strong className={styles.buffCount} data-testid="guess-buff-left">
            {t('promo.guess.buffLeft', { count: info.buffCardsLeft })}
          </strong>
        )}
      </div>
      {rules && rules.buffCardsPerDay > 0 ? (
        <p className={styles.buffHint}>
          {t('promo.guess.buffHint', { factor: rules.buffFactor, count: rules.buffCardsPerDay })}
        </p>
      ) : null}
      {info.reason === 'blacklisted' || info.reason === 'rgBlocked' ? (
        <p className={styles.refused} data-testid="guess-reason">
          {t(`promo.guess.reasons.${info.reason}`)}
        </p>
      ) : null}
    </section>
  );
}
