import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { WalletFrame } from '../../../shared/WalletFrame';
import { Note } from '../../../ui/Badge';
import { Icon } from '../../../ui/Icon';
import { Skeleton } from '../../../ui/Skeleton';
import { ErrorState } from '../../../ui/States';
import surface from '../../../ui/Surface.module.css';
import { paymentKeys } from '../api/keys';
import { useWithdrawRecords } from '../api/records';
import { useWithdrawPrepare, WITHDRAW_POLL_MS, type WithdrawPrepare } from '../api/withdraw';
import { AmountHero } from '../components/AmountHero';
import { usePaymentMoney } from '../components/money';
import { RecordsLink } from '../components/RecordsLink';
import { WithdrawalCard } from '../components/WithdrawalCard';
import { WithdrawForm } from '../components/WithdrawForm';
import { useUsdtSite } from '../hooks/useUsdtSite';
import styles from '../Payment.module.css';

const LATEST = { page: 1, pageSize: 1 } as const;

function AvailableHero({ prepare }: { prepare: WithdrawPrepare }) {
  const { t } = useTranslation();
  const money = usePaymentMoney();
  return (
    <AmountHero
      label={t('payment.withdraw.available')}
      amount={money(prepare.available)}
      testId="withdraw-hero"
      amountTestId="withdraw-available"
      meta={
        <>
          <span data-testid="withdraw-times">
            {t('payment.withdraw.todayTimes', { used: prepare.usedToday, total: prepare.dailyTimes })}
          </span>
          <span>{t('payment.withdraw.limits', { min: money(prepare.minAmount), max: money(prepare.maxAmount) })}</span>
        </>
      }
    />
  );
}

/**
 * The withdrawal's body: the available balance, the withdrawal in progress, and the form for a new
 * one; shared by the withdraw page and the withdraw-only page of a blocked member.
 */
export function WithdrawBody() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const prepare = useWithdrawPrepare();
  const pending = prepare.data?.pending ?? null;
  // While finance decides, the latest record is polled too, so an approval shows its actions at once.
  const latest = useWithdrawRecords(LATEST, pending ? WITHDRAW_POLL_MS : undefined);
  const pendingNo = pending?.orderNo ?? null;
  useEffect(() => {
    if (pendingNo === null) void client.invalidateQueries({ queryKey: paymentKeys.records() });
  }, [pendingNo, client]);

  const last = latest.data?.items[0];
  const tracked = pending ?? (last && last.state === 'approved' && !last.arrivedAt ? last : null);

  return (
    <div className={styles.body}>
      {prepare.isPending ? (
        <>
          <Skeleton className={styles.skeleton} />
          <Skeleton className={styles.skeleton} />
        </>
      ) : prepare.isError ? (
        <ErrorState
          title={t('payment.withdraw.loadFailed')}
          onRetry={() => prepare.refetch()}
          testId="withdraw-error"
        />
      ) : (
        <>
          <AvailableHero prepare={prepare.data} />
          <div className={styles.columns}>
            <div className={styles.column}>
              <section className={surface.card} data-testid="withdraw-panel">
                <div className={surface.cardHead}>
                  <h2 className={surface.cardTitle}>{t('payment.withdraw.submit')}</h2>
                </div>
                {pending ? (
                  <Note data-testid="withdraw-pending-blocks">
                    <Icon name="clock" />
                    {t('payment.withdraw.pendingBlocks')}
                  </Note>
                ) : prepare.data.passwordRequired && !prepare.data.passwordSet ? (
                  <Note tone="warning" role="alert" data-testid="withdraw-password-missing">
                    <Icon name="lock" />
                    <span>
                      {t('payment.withdraw.passwordMissing')}{' '}
                      <Link to="/app/member/security" data-testid="withdraw-password-link">
                        {t('payment.withdraw.passwordGo')}
                      </Link>
                    </span>
                  </Note>
                ) : (
                  <WithdrawForm prepare={prepare.data} />
                )}
              </section>
            </div>
            <div className={styles.column}>{tracked && <WithdrawalCard withdrawal={tracked} />}</div>
          </div>
        </>
      )}
    </div>
  );
}

/** {{withdraw}}: the available balance, the withdrawal in progress, and the form for a new one. */
export function WithdrawPage() {
  const { t } = useTranslation();
  const usdtSite = useUsdtSite();
  return (
    <WalletFrame
      title={t('payment.withdraw.title')}
      subtitle={t('payment.withdraw.subtitle', usdtSite.context)}
      backTo="/app/member"
      testId="withdraw-page"
      actions={<RecordsLink tab="withdrawals" label={t('payment.withdraw.records')} testId="withdraw-records-link" />}
    >
      <WithdrawBody />
    </WalletFrame>
  );
}
