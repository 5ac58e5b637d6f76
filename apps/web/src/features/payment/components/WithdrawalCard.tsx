import { useState } from 'react';
import { useTranslation } from '../../../i18n';
import { ConfirmModal } from '../../../shared/ConfirmModal';
import { toastUnhandled } from '../../../shared/failure';
import { formatTime } from '../../../shared/formatTime';
import { Badge, type BadgeTone, Note } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { Icon } from '../../../ui/Icon';
import surface from '../../../ui/Surface.module.css';
import { notify } from '../../../ui/toast';
import { useWithdrawalAction, useWithdrawalTicket, type Withdrawal } from '../api/withdraw';
import styles from '../Payment.module.css';
import { DetailRows } from './DetailRows';
import { usePaymentMoney, useUsdtMoney } from './money';
import { TicketList } from './TicketList';
import { TicketModal } from './TicketModal';

export const withdrawStateTone: Record<Withdrawal['state'], BadgeTone> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
  cancelled: 'muted',
};

type Dialog = 'cancel' | 'arrival' | 'feedback' | 'appeal' | null;

/** One withdrawal: its state, where it goes, and what the member can do now (cancel, remind, confirm, complain). */
export function WithdrawalCard({ withdrawal, title }: { withdrawal: Withdrawal; title?: string }) {
  const { t } = useTranslation();
  const money = usePaymentMoney();
  const usdt = useUsdtMoney();
  const cancel = useWithdrawalAction('withdrawCancel');
  const remind = useWithdrawalAction('speedDrawRemind');
  const arrival = useWithdrawalAction('speedDrawConfirm');
  const feedback = useWithdrawalTicket('speedDrawFeedback');
  const appeal = useWithdrawalTicket('speedDrawAppeal');
  const [dialog, setDialog] = useState<Dialog>(null);
  // An action's answer shows at once; the next poll of the parent (a new object) takes over again.
  const [latest, setLatest] = useState<{ base: Withdrawal; value: Withdrawal } | null>(null);
  const shown = latest && latest.base === withdrawal ? latest.value : withdrawal;
  const { orderNo, state } = shown;
  const awaitingArrival = state === 'approved' && !shown.arrivedAt;

  const run = async (action: () => Promise<Withdrawal>, done: string) => {
    try {
      setLatest({ base: withdrawal, value: await action() });
      notify(done);
      setDialog(null);
      return true;
    } catch (failure) {
      toastUnhandled(failure);
      return false;
    }
  };

  return (
    <section className={surface.card} data-testid="withdrawal-card" data-state={state} data-order={orderNo}>
      <div className={surface.cardHead}>
        <h2 className={surface.cardTitle}>{title ?? t('payment.withdraw.tracked')}</h2>
        <Badge tone={withdrawStateTone[state]} data-testid="withdrawal-state">
          {t(`payment.withdrawStates.${state}`)}
        </Badge>
      </div>
      <div className={styles.status}>
        <strong className={styles.statusAmount} data-testid="withdrawal-amount">
          {money(shown.amount)}
        </strong>
        <span className={styles.meta}>
          {state === 'pending'
            ? t('payment.withdrawal.pendingText')
            : state === 'approved'
              ? t(shown.arrivedAt ? 'payment.withdrawal.arrivedText' : 'payment.withdrawal.approvedText')
              : shown.reason
                ? t('payment.withdrawal.reason', { reason: shown.reason })
                : t(`payment.withdrawStates.${state}`)}
        </span>
      </div>
      <DetailRows
        rows={[
          {
            label: t('payment.withdrawal.to'),
            value: `${shown.destination.label} ${shown.destination.account}`,
            testId: 'withdrawal-destination',
          },
          ...(shown.fee !== '0.00'
            ? [{ label: t('payment.withdrawal.fee'), value: money(shown.fee), testId: 'withdrawal-fee' }]
            : []),
          ...(shown.usdt
            ? [
                {
                  label: t('payment.withdrawal.usdt'),
                  value: t('payment.withdrawal.usdtValue', { usdt: usdt(shown.usdt.amount), rate: shown.usdt.rate }),
                  testId: 'withdrawal-usdt',
                },
              ]
            : []),
          { label: t('payment.withdrawal.orderNo'), value: orderNo, copy: orderNo, mono: true },
          { label: t('payment.withdrawal.createdAt'), value: formatTime(shown.createdAt) },
          ...(shown.decidedAt
            ? [{ label: t('payment.withdrawal.decidedAt'), value: formatTime(shown.decidedAt) }]
            : []),
          ...(shown.arrivedAt
            ? [{ label: t('payment.withdrawal.arrivedAt'), value: formatTime(shown.arrivedAt) }]
            : []),
        ]}
      />
      {state === 'rejected' && shown.reason && (
        <Note tone="danger" data-testid="withdrawal-reason">
          <Icon name="alert" />
          {t('payment.withdrawal.reason', { reason: shown.reason })}
        </Note>
      )}
      <TicketList tickets={shown.tickets} />
      {state === 'pending' && !shown.cancellable && (
        <Note data-testid="withdrawal-no-cancel">{t('payment.withdrawal.noCancel')}</Note>
      )}
      {state === 'pending' && (
        <div className={styles.actions}>
          <Button
            variant="secondary"
            disabled={remind.isPending}
            onClick={() => run(() => remind.mutateAsync(orderNo), t('payment.withdrawal.remindDone'))}
            data-testid="withdrawal-remind"
          >
            {t('payment.withdrawal.remind')}
          </Button>
          {shown.cancellable && (
            <Button variant="ghost" onClick={() => setDialog('cancel')} data-testid="withdrawal-cancel">
              {t('payment.withdrawal.cancel')}
            </Button>
          )}
        </div>
      )}
      {awaitingArrival && (
        <div className={styles.actions}>
          <Button onClick={() => setDialog('arrival')} data-testid="withdrawal-arrived">
            {t('payment.withdrawal.confirmArrival')}
          </Button>
          <Button variant="secondary" onClick={() => setDialog('feedback')} data-testid="withdrawal-feedback">
            {t('payment.withdrawal.feedback')}
          </Button>
          <Button variant="outline" onClick={() => setDialog('appeal')} data-testid="withdrawal-appeal">
            {t('payment.withdrawal.appeal')}
          </Button>
        </div>
      )}
      {state === 'rejected' && (
        <div className={styles.actions}>
          <Button variant="outline" onClick={() => setDialog('appeal')} data-testid="withdrawal-appeal">
            {t('payment.withdrawal.appeal')}
          </Button>
        </div>
      )}
      <ConfirmModal
        open={dialog === 'cancel'}
        onOpenChange={(open) => !open && setDialog(null)}
        title={t('payment.withdrawal.cancelTitle')}
        confirmLabel={t('payment.withdrawal.cancelConfirm')}
        onConfirm={() => run(() => cancel.mutateAsync(orderNo), t('payment.withdrawal.cancelled'))}
        busy={cancel.isPending}
        testId="withdrawal-cancel-confirm"
      >
        <p>{t('payment.withdrawal.cancelText', { money: money(shown.amount) })}</p>
      </ConfirmModal>
      <ConfirmModal
        open={dialog === 'arrival'}
        onOpenChange={(open) => !open && setDialog(null)}
        title={t('payment.withdrawal.arrivalTitle')}
        confirmLabel={t('payment.withdrawal.confirmArrival')}
        onConfirm={() => run(() => arrival.mutateAsync(orderNo), t('payment.withdrawal.arrivalDone'))}
        busy={arrival.isPending}
        testId="withdrawal-arrival-confirm"
      >
        <p>{t('payment.withdrawal.arrivalText', { money: money(shown.amount) })}</p>
      </ConfirmModal>
      <TicketModal
        open={dialog === 'feedback'}
        onOpenChange={(open) => !open && setDialog(null)}
        title={t('payment.withdrawal.feedbackTitle')}
        label={t('payment.withdrawal.feedbackLabel')}
        placeholder={t('payment.withdrawal.feedbackPlaceholder')}
        submitLabel={t('payment.withdrawal.submitTicket')}
        busy={feedback.isPending}
        onSubmit={(text) => run(() => feedback.mutateAsync({ orderNo, text }), t('payment.withdrawal.ticketDone'))}
        testId="feedback-dialog"
      />
      <TicketModal
        open={dialog === 'appeal'}
        onOpenChange={(open) => !open && setDialog(null)}
        title={t('payment.withdrawal.appealTitle')}
        label={t('payment.withdrawal.appealLabel')}
        placeholder={t('payment.withdrawal.appealPlaceholder')}
        submitLabel={t('payment.withdrawal.submitTicket')}
        busy={appeal.isPending}
        onSubmit={(text) => run(() => appeal.mutateAsync({ orderNo, text }), t('payment.withdrawal.ticketDone'))}
        testId="appeal-dialog"
      />
    </section>
  );
}
