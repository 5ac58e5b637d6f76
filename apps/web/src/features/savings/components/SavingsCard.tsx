import { useTranslation } from '../../../i18n';
import { formatTime } from '../../../shared/formatTime';
import walletStyles from '../../../shared/Money.module.css';
import { useMoney } from '../../../shared/money';
import type { SavingsInfo } from '../api/info';
import styles from '../Savings.module.css';

/** The savings balance with the rate and the interest it earned, and how interest is counted. */
export function SavingsCard({ info }: { info: SavingsInfo }) {
  const { t } = useTranslation();
  const money = useMoney(info.currency);
  const stats = [
    { key: 'rate', label: t('savings.card.rate'), value: t('savings.card.rateValue', { rate: info.annualRate }) },
    { key: 'yesterday', label: t('savings.card.yesterday'), value: money(info.yesterdayInterest) },
    { key: 'total', label: t('savings.card.total'), value: money(info.totalInterest) },
  ];
  return (
    <section className={[walletStyles.card, walletStyles.centre].join(' ')} data-testid="savings-card">
      <div className={walletStyles.centreBody}>
        <span className={walletStyles.centreLabel}>{t('savings.card.balance')}</span>
        <strong className={walletStyles.centreAmount} data-testid="savings-balance">
          {money(info.savingsBalance)}
        </strong>
        <span className={styles.hint} data-testid="savings-estimate">
          {t('savings.card.estimate', { money: money(info.estimatedDailyInterest) })}
        </span>
      </div>
      <dl className={styles.stats}>
        {stats.map((stat) => (
          <div key={stat.key} className={styles.stat}>
            <dt className={styles.statLabel}>{stat.label}</dt>
            <dd className={styles.statValue} data-testid={`savings-${stat.key}`}>
              {stat.value}
            </dd>
          </div>
        ))}
      </dl>
      <div className={walletStyles.centreFoot}>
        <span className={walletStyles.total} data-testid="savings-centre">
          {t('savings.card.centre', { money: money(info.centreAvailable) })}
        </span>
        <span className={styles.hint}>{t('savings.card.nextAt', { time: formatTime(info.nextInterestAt) })}</span>
      </div>
      <p className={styles.hint}>{t('savings.card.rule')}</p>
    </section>
  );
}
