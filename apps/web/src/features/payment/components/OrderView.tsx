import { Errors } from '@courtside/contract';
import { groupInFours, isMoney, toMinorUnits } from '@courtside/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { useBalances } from '../../../shared/balances';
import { ConfirmModal } from '../../../shared/ConfirmModal';
import { toastUnhandled } from '../../../shared/failure';
import { formatTime } from '../../../shared/formatTime';
import { useMoney } from '../../../shared/money';
import { Badge, type BadgeTone, Note } from '../../../ui/Badge';
import { Button, buttonClass } from '../../../ui/Button';
import { Icon } from '../../../ui/Icon';
import { Skeleton } from '../../../ui/Skeleton';
import { ErrorState } from '../../../ui/States';
import surface from '../../../ui/Surface.module.css';
import { notify } from '../../../ui/toast';
import {
  type DepositOrder,
  isOpenOrder,
  refreshAfterPaid,
  useDepositAppeal,
  useDepositOrder,
  useOrderAction,
} from '../api/deposit';
import { codeOf } from '../api/failures';
import styles from '../Payment.module.css';
import { creditedOf } from '../rules';
import { CloseOrderButton } from './CloseOrderButton';
import { Countdown } from './Countdown';
import { DetailRows } from './DetailRows';
import { usePaymentMoney, useUsdtMoney } from './money';
import { TicketList } from './TicketList';
import { TicketModal } from './TicketModal';

export const depositStateTone: Record<DepositOrder['state'], BadgeTone> = {
  pending: 'warning',
  submitted: 'info',
  paid: 'success',
  closed: 'muted',
  expired: 'muted',
  rejected: 'danger',
};

function ReceiverDetails({ order }: { order: DepositOrder }) {
  const { t } = useTranslation();
  const money = usePaymentMoney();
  if (!order.receiver) return null;
  const { bankName, accountName, cardNumber } = order.receiver;
  return (
    <section className={styles.column} data-testid="order-receiver">
      <h3 className={styles.groupLabel}>{t('payment.order.receiverTitle')}</h3>
      <DetailRows
        rows={[
          { label: t('payment.order.bankName'), value: bankName, copy: bankName, testId: 'receiver-bank' },
          { label: t('payment.order.accountName'), value: accountName, copy: accountName, testId: 'receiver-name' },
          {
            label: t('payment.order.cardNumber'),
            value: groupInFours(cardNumber),
            copy: cardNumber.replace(/\s+/g, ''),
            mono: true,
            testId: 'receiver-card',
          },
          {
            label: t('payment.order.payAmount'),
            value: money(order.payAmount),
            copy: order.payAmount,
            highlight: true,
            testId: 'receiver-amount',
          },
        ]}
      />
      {order.state === 'pending' && (
        <Note>
          <Icon name="help" />
          {t('payment.order.transferHint')}
        </Note>
      )}
    </section>
  );
}

function CryptoDetails({ order }: { order: DepositOrder }) {
  const { t } = useTranslation();
  const usdt = useUsdtMoney();
  if (!order.crypto) return null;
  const { network, address, usdtAmount, rate, confirmations, required } = order.crypto;
  // The chain keeps adding blocks after the credit: the member sees the requirement met, not 4 / 3.
  const shown = Math.min(confirmations, required);
  const ratio = required > 0 ? shown / required : 0;
  return (
    <section className={styles.column} data-testid="order-crypto">
      <h3 className={styles.groupLabel}>{t('payment.order.usdtTitle')}</h3>
      <DetailRows
        rows={[
          { label: t('payment.order.usdtNetwork'), value: network, testId: 'crypto-network' },
          {
            label: t('payment.order.usdtAddress'),
            value: address,
            copy: address,
            mono: true,
            testId: 'crypto-address',
          },
          {
            label: t('payment.order.usdtAmount'),
            value: usdt(usdtAmount),
            copy: usdtAmount,
            highlight: true,
            testId: 'crypto-amount',
          },
          { label: t('payment.order.usdtRate'), value: t('payment.order.usdtRateValue', { rate }) },
        ]}
      />
      <div className={styles.column}>
        <div className={surface.cardHead}>
          <span className={styles.groupLabel}>{t('payment.order.confirmations')}</span>
          <span className={styles.meta} data-testid="crypto-confirmations">
            {t('payment.order.confirmationsValue', { done: shown, required })}
          </span>
        </div>
        <div
          className={styles.progress}
          role="progressbar"
          aria-label={t('payment.order.confirmations')}
          aria-valuemin={0}
          aria-valuemax={required}
          aria-valuenow={shown}
        >
          <span className={styles.progressBar} style={{ width: `${ratio * 100}%` }} />
        </div>
      </div>
      {order.state === 'pending' && (
        <Note tone="warning">
          <Icon name="alert" />
          {t('payment.order.usdtHint', { network })}
        </Note>
      )}
    </section>
  );
}

/** 我已付款, 催单 and 申诉 of a fast-to-card order. */
function SpeedPayActions({ order }: { order: DepositOrder }) {
  const { t } = useTranslation();
  const money = usePaymentMoney();
  const confirm = useOrderAction('speedPayConfirm');
  const remind = useOrderAction('speedPayRemind');
  const appeal = useDepositAppeal();
  const [confirming, setConfirming] = useState(false);
  const [appealing, setAppealing] = useState(false);
  const [remindNote, setRemindNote] = useState<'done' | 'tooSoon' | null>(null);

  const handleConfirm = async () => {
    try {
      await confirm.mutateAsync(order.orderNo);
      notify(t('payment.order.paidDone'));
    } catch (failure) {
      toastUnhandled(failure);
    } finally {
      setConfirming(false);
    }
  };
  const handleRemind = async () => {
    try {
      await remind.mutateAsync(order.orderNo);
      setRemindNote('done');
    } catch (failure) {
      if (codeOf(failure) === Errors.remindTooSoon.code) setRemindNote('tooSoon');
      else toastUnhandled(failure);
    }
  };
  const handleAppeal = async (text: string) => {
    try {
      await appeal.mutateAsync({ orderNo: order.orderNo, text });
      notify(t('payment.order.appealDone'));
      setAppealing(false);
      return true;
    } catch (failure) {
      toastUnhandled(failure);
      return false;
    }
  };

  return (
    <>
      {order.state === 'pending' && (
        <Button size="lg" block onClick={() => setConfirming(true)} data-testid="speedpay-confirm">
          {t('payment.order.paid')}
        </Button>
      )}
      {order.state === 'submitted' && (
        <>
          <Note data-testid="order-submitted">
            <Icon name="clock" />
            {t('payment.order.submittedText')}
          </Note>
          <div className={styles.actions}>
            <Button
              variant="secondary"
              onClick={handleRemind}
              disabled={remind.isPending}
              data-testid="speedpay-remind"
            >
              {t('payment.order.remind')}
            </Button>
            <Button variant="outline" onClick={() => setAppealing(true)} data-testid="speedpay-appeal">
              {t('payment.order.appeal')}
            </Button>
          </div>
          {remindNote && (
            <Note tone={remindNote === 'done' ? 'success' : 'warning'} role="status" data-testid="remind-note">
              <Icon name={remindNote === 'done' ? 'bell' : 'clock'} />
              {t(remindNote === 'done' ? 'payment.order.remindDone' : 'payment.order.remindTooSoon')}
            </Note>
          )}
        </>
      )}
      <ConfirmModal
        open={confirming}
        onOpenChange={setConfirming}
        title={t('payment.order.paidTitle')}
        confirmLabel={t('payment.order.paidConfirm')}
        onConfirm={handleConfirm}
        busy={confirm.isPending}
        testId="speedpay-confirm-dialog"
      >
        <p>{t('payment.order.paidText', { money: money(order.payAmount) })}</p>
      </ConfirmModal>
      <TicketModal
        open={appealing}
        onOpenChange={setAppealing}
        title={t('payment.order.appealTitle')}
        label={t('payment.order.appealLabel')}
        placeholder={t('payment.order.appealPlaceholder')}
        submitLabel={t('payment.order.appealSubmit')}
        busy={appeal.isPending}
        onSubmit={handleAppeal}
        testId="appeal-dialog"
      />
    </>
  );
}

function PaidPanel({ order }: { order: DepositOrder }) {
  const { t } = useTranslation();
  const money = usePaymentMoney();
  const balances = useBalances();
  const walletMoney = useMoney(balances.data?.currency);
  return (
    <Note tone="success" role="status" data-testid="order-paid">
      <Icon name="shield" />
      <span>
        {/* What was credited: the odd proof sum, or a USDT transfer's worth at the order's rate. */}
        {t('payment.order.paidText2', { money: money(creditedOf(order)) })}
        {balances.data && (
          <>
            {' · '}
            <span data-testid="order-balance">
              {t('payment.order.balanceNow', { money: walletMoney(balances.data.centre.available) })}
            </span>
          </>
        )}
      </span>
    </Note>
  );
}

/** One deposit order as the member follows it: what to pay and where, its state live, and what can be done. */
export function OrderView({ orderNo, onNew }: { orderNo: string; onNew: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const money = usePaymentMoney();
  const query = useDepositOrder(orderNo);
  const state = query.data?.state;

  // The socket usually brings the new balance first; this makes sure of it when the order turns paid.
  useEffect(() => {
    if (state === 'paid') void refreshAfterPaid(client);
  }, [state, client]);

  if (query.isPending) return <Skeleton className={styles.skeleton} />;
  if (query.isError) {
    return (
      <section className={surface.card}>
        <ErrorState
          title={t(
            codeOf(query.error) === Errors.notFound.code ? 'payment.order.notFound' : 'payment.order.loadFailed',
          )}
          onRetry={() => query.refetch()}
          testId="order-error"
        />
        <Button variant="secondary" onClick={onNew}>
          {t('payment.order.again')}
        </Button>
      </section>
    );
  }
  const order = query.data;
  const differs =
    isMoney(order.payAmount) && isMoney(order.amount)
      ? toMinorUnits(order.payAmount) !== toMinorUnits(order.amount)
      : order.payAmount !== order.amount;
  const open = isOpenOrder(order);

  return (
    <section className={surface.card} data-testid="deposit-order" data-state={order.state}>
      <div className={surface.cardHead}>
        <h2 className={surface.cardTitle}>{t('payment.order.title')}</h2>
        <Badge tone={depositStateTone[order.state]} data-testid="order-state">
          {t(`payment.depositStates.${order.state}`)}
        </Badge>
      </div>
      <div className={styles.status}>
        <span className={styles.meta}>{t(`payment.kinds.${order.kind}`)}</span>
        <strong className={styles.statusAmount} data-testid="order-amount">
          {money(order.state === 'paid' ? creditedOf(order) : order.amount)}
        </strong>
        {order.state === 'pending' && <Countdown expiresAt={order.expiresAt} />}
        {open && (
          <span className={styles.meta} aria-live="polite">
            {t('payment.order.live')}
          </span>
        )}
      </div>
      {differs && order.state === 'pending' && order.kind === 'gateway' && (
        <DetailRows
          rows={[
            {
              label: t('payment.order.payAmount'),
              value: money(order.payAmount),
              copy: order.payAmount,
              highlight: true,
              testId: 'order-pay-amount',
            },
          ]}
        />
      )}
      {order.fee !== '0.00' && (
        <DetailRows
          rows={[
            { label: t('payment.order.fee'), value: money(order.fee), testId: 'order-fee' },
            { label: t('payment.order.credited'), value: money(creditedOf(order)), testId: 'order-credited' },
          ]}
        />
      )}
      {differs && order.state === 'pending' && (
        <Note tone="warning" role="alert" data-testid="pay-amount-warning">
          <Icon name="alert" />
          {t(order.kind === 'usdt' ? 'payment.order.payAmountDiffersUsdt' : 'payment.order.payAmountDiffers')}
        </Note>
      )}
      {order.kind === 'bankTransfer' && open && <ReceiverDetails order={order} />}
      {order.kind === 'usdt' && <CryptoDetails order={order} />}
      {order.kind !== 'bankTransfer' && order.state === 'pending' && order.payUrl && (
        <div className={styles.column}>
          <a href={order.payUrl} className={buttonClass({ size: 'lg', block: true })} data-testid="order-pay">
            <Icon name="external" />
            {t(order.kind === 'usdt' ? 'payment.order.openWallet' : 'payment.order.pay')}
          </a>
          <p className={surface.cardText}>
            {t(order.kind === 'usdt' ? 'payment.order.walletHint' : 'payment.order.payHint')}
          </p>
        </div>
      )}
      {order.kind === 'bankTransfer' && <SpeedPayActions order={order} />}
      {order.state === 'paid' && <PaidPanel order={order} />}
      {order.state === 'rejected' && (
        <Note tone="danger" role="alert" data-testid="order-rejected">
          <Icon name="alert" />
          {order.reason ? t('payment.order.rejected', { reason: order.reason }) : t('payment.order.rejectedNoReason')}
        </Note>
      )}
      {(order.state === 'closed' || order.state === 'expired') && (
        <Note data-testid="order-ended">
          <Icon name="clock" />
          {t(order.state === 'closed' ? 'payment.order.closedText' : 'payment.order.expiredText')}
        </Note>
      )}
      <TicketList tickets={order.tickets} />
      <DetailRows
        rows={[
          { label: t('payment.order.orderNo'), value: order.orderNo, copy: order.orderNo, mono: true },
          { label: t('payment.order.createdAt'), value: formatTime(order.createdAt) },
        ]}
      />
      <div className={styles.actions}>
        {order.state === 'pending' && <CloseOrderButton orderNo={order.orderNo} testId="order-cancel" />}
        {!open && (
          <Button onClick={onNew} data-testid="order-again">
            {t('payment.order.again')}
          </Button>
        )}
        <Link to="/app/transfer/records?tab=deposits" className={buttonClass({ variant: 'secondary' })}>
          {t('payment.order.records')}
        </Link>
      </div>
    </section>
  );
}
