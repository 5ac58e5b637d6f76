import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n';
import { useBalances } from '../../../shared/balances';
import { useMoney } from '../../../shared/money';
import { WalletFrame } from '../../../shared/WalletFrame';
import { Skeleton } from '../../../ui/Skeleton';
import { EmptyState, ErrorState } from '../../../ui/States';
import surface from '../../../ui/Surface.module.css';
import { useRgState } from '../../rg';
import { type DepositOrder, useChannels, useLastUnfinished } from '../api/deposit';
import { paymentKeys } from '../api/keys';
import { AmountHero } from '../components/AmountHero';
import { DepositForm } from '../components/DepositForm';
import { LimitPrompt } from '../components/LimitPrompt';
import { OrderView } from '../components/OrderView';
import { RecordsLink } from '../components/RecordsLink';
import { UnfinishedPrompt } from '../components/UnfinishedPrompt';
import styles from '../Payment.module.css';

/** The centre wallet's balance, live: the socket pushes every change into this query. */
function BalanceHero() {
  const { t } = useTranslation();
  const balances = useBalances();
  const money = useMoney(balances.data?.currency);
  return (
    <AmountHero
      label={t('payment.deposit.balance')}
      amount={balances.data ? money(balances.data.centre.available) : '—'}
      testId="balance-hero"
      amountTestId="hero-balance"
    />
  );
}

function DepositStart({ onOrder }: { onOrder: (orderNo: string) => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const channels = useChannels();
  const unfinished = useLastUnfinished(true);
  const [blocking, setBlocking] = useState<DepositOrder | null>(null);
  const open = blocking ?? unfinished.data ?? null;

  const forget = () => {
    setBlocking(null);
    client.setQueryData(paymentKeys.lastUnfinished(), null);
  };

  return (
    <>
      {open && <UnfinishedPrompt order={open} onContinue={() => onOrder(open.orderNo)} onClosed={forget} />}
      <section className={surface.card} data-testid="deposit-channels">
        <div className={surface.cardHead}>
          <h2 className={surface.cardTitle}>{t('payment.deposit.title')}</h2>
          {/* RTS 12C: limits are one tap away from every deposit page. */}
          <Link to="/app/rg" data-testid="deposit-rg-link">
            {t('nav.rg')}
          </Link>
        </div>
        {channels.isPending ? (
          <Skeleton className={styles.skeleton} />
        ) : channels.isError ? (
          <ErrorState
            compact
            title={t('payment.deposit.loadFailed')}
            onRetry={() => channels.refetch()}
            testId="channels-error"
          />
        ) : channels.data.length === 0 ? (
          <EmptyState compact icon="wallet" title={t('payment.deposit.channelsEmpty')} testId="channels-empty" />
        ) : (
          <DepositForm channels={channels.data} onCreated={(order) => onOrder(order.orderNo)} onBlocked={setBlocking} />
        )}
      </section>
    </>
  );
}

/**
 * Before the first deposit, a member with no deposit limit and no answer is asked to set one (RTS
 * 12A); the channels show once they have answered. If the read fails the form shows: the prompt helps
 * the member, it must not stop them paying in.
 */
function DepositGate({ onOrder }: { onOrder: (orderNo: string) => void }) {
  const rg = useRgState();
  if (rg.isPending) return <Skeleton className={styles.skeleton} />;
  if (rg.data?.limitPrompt.due) return <LimitPrompt />;
  return <DepositStart onOrder={onOrder} />;
}

/** 存款: pick a channel and amount, then follow the order until the money is in the centre wallet. */
export function DepositPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const orderNo = params.get('order');
  return (
    <WalletFrame
      title={t('payment.deposit.title')}
      subtitle={t('payment.deposit.subtitle')}
      backTo="/app/member"
      testId="deposit-page"
      actions={<RecordsLink tab="deposits" label={t('payment.deposit.records')} testId="deposit-records-link" />}
    >
      <div className={styles.body}>
        <BalanceHero />
        {orderNo ? (
          <OrderView key={orderNo} orderNo={orderNo} onNew={() => setParams({})} />
        ) : (
          <DepositGate onOrder={(next) => setParams({ order: next })} />
        )}
      </div>
    </WalletFrame>
  );
}
