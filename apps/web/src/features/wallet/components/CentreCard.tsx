import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import type { Balances } from '../../../shared/balances';
import styles from '../../../shared/Money.module.css';
import { isNonZero, useMoney } from '../../../shared/money';
import { Button, buttonClass } from '../../../ui/Button';
import { Icon } from '../../../ui/Icon';
import { Spinner } from '../../../ui/Spinner';
import surface from '../../../ui/Surface.module.css';
import { Recovery } from './Recovery';

/**
 * The centre wallet: what the member can move now, what is still on its way, the total, and what they
 * owe the house (with how it is repaid) while they owe anything.
 */
export function CentreCard({
  balances,
  refreshing,
  onRefresh,
}: {
  balances: Balances;
  refreshing: boolean;
  onRefresh: () => void;
}) {
  const { t } = useTranslation();
  const money = useMoney(balances.currency);
  const { centre } = balances;
  return (
    <section className={[surface.card, styles.centre].join(' ')} data-testid="centre-card">
      <div className={surface.cardHead}>
        <h2 className={surface.cardTitle}>{t('wallet.centre.title')}</h2>
        <Button
          variant="ghost"
          size="sm"
          className={styles.refresh}
          onClick={onRefresh}
          disabled={refreshing}
          aria-busy={refreshing || undefined}
          aria-label={t(refreshing ? 'wallet.centre.refreshing' : 'wallet.centre.refresh')}
          data-testid="wallet-refresh"
        >
          {refreshing ? <Spinner /> : <Icon name="refresh" />}
        </Button>
      </div>
      <div className={styles.centreBody}>
        <span className={styles.centreLabel}>{t('wallet.centre.available')}</span>
        <strong className={styles.centreAmount} data-testid="centre-balance">
          {money(centre.available)}
        </strong>
        {isNonZero(centre.pending) && (
          <span className={styles.pending} data-testid="centre-pending">
            <Icon name="clock" />
            {t('wallet.centre.pending', { money: money(centre.pending) })}
          </span>
        )}
      </div>
      {isNonZero(balances.owed) && (
        <div className={styles.owed} role="note" data-testid="wallet-owed">
          <span className={styles.owedHead}>
            <Icon name="alert" />
            {t('wallet.owed.title')}
            <strong data-testid="owed-amount">{money(balances.owed)}</strong>
          </span>
          <p className={styles.owedRule}>{t('wallet.owed.rule')}</p>
        </div>
      )}
      <div className={styles.centreFoot}>
        <span className={styles.total}>
          {t('wallet.centre.total')}
          <strong data-testid="wallet-total">{money(balances.total)}</strong>
        </span>
        <Link
          to="/app/transfer/records"
          className={buttonClass({ variant: 'secondary', size: 'sm' })}
          data-testid="records-link"
        >
          <Icon name="clock" />
          {t('wallet.centre.records')}
        </Link>
        <Link
          to="/app/usdt"
          className={buttonClass({ variant: 'secondary', size: 'sm' })}
          data-testid="usdt-convert-link"
        >
          <Icon name="transfer" />
          {t('payment.convert.entry')}
        </Link>
        <Link
          to="/app/savings"
          className={buttonClass({ variant: 'secondary', size: 'sm' })}
          data-testid="savings-link"
        >
          <Icon name="sparkle" />
          {t('savings.entry')}
        </Link>
      </div>
      <Recovery format={money} />
    </section>
  );
}
