import { useState } from 'react';
import { useTranslation } from '../../../i18n';
import { ConfirmModal } from '../../../shared/ConfirmModal';
import { toastUnhandled } from '../../../shared/failure';
import styles from '../../../shared/Money.module.css';
import type { useMoney } from '../../../shared/money';
import { useRequestId } from '../../../shared/useRequestId';
import { Badge, type BadgeTone } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { Icon } from '../../../ui/Icon';
import { Spinner } from '../../../ui/Spinner';
import { type OneClickItem, type OneClickResult, useOneClickConfirm, useOneClickRecovery } from '../api/oneClick';

const stateTone: Record<OneClickItem['state'], BadgeTone> = {
  posted: 'success',
  pending: 'warning',
  skipped: 'neutral',
  failed: 'danger',
  voided: 'danger',
};

/** 一键回收: every venue's balance back to the centre wallet, then how each venue answered. */
export function Recovery({ format }: { format: ReturnType<typeof useMoney> }) {
  const { t } = useTranslation();
  const recovery = useOneClickRecovery();
  const confirm = useOneClickConfirm();
  const requestIds = useRequestId();
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<OneClickResult | null>(null);

  const handleConfirm = async () => {
    const requestId = requestIds.forIntent('recovery');
    try {
      setOutcome(await recovery.mutateAsync(requestId));
      requestIds.settle();
    } catch (failure) {
      requestIds.settle(failure);
      toastUnhandled(failure);
    } finally {
      setConfirming(false);
    }
  };

  const handleRecheck = async () => {
    if (!outcome) return;
    try {
      setOutcome(await confirm.mutateAsync(outcome.requestId));
    } catch (failure) {
      toastUnhandled(failure);
    }
  };

  const busy = recovery.isPending || confirm.isPending;
  return (
    <div className={styles.recovery}>
      <Button
        variant="accent"
        block
        onClick={() => setConfirming(true)}
        disabled={busy}
        aria-busy={recovery.isPending || undefined}
        data-testid="one-click-recovery"
      >
        {recovery.isPending ? <Spinner /> : <Icon name="transfer" />}
        {t('wallet.recovery.button')}
      </Button>
      {outcome && (
        <div className={styles.recoveryResult} data-testid="recovery-result" aria-live="polite">
          <div className={styles.recoveryHead}>
            <span>{t('wallet.recovery.resultTitle')}</span>
            {outcome.results.some((item) => item.state === 'pending') && (
              <Button variant="ghost" size="sm" onClick={handleRecheck} disabled={busy} data-testid="recovery-recheck">
                {confirm.isPending ? <Spinner /> : <Icon name="refresh" />}
                {t('wallet.recovery.refresh')}
              </Button>
            )}
          </div>
          <ul className={styles.recoveryList}>
            {outcome.results.map((item) => (
              <li key={item.venueCode} className={styles.recoveryItem} data-venue={item.venueCode}>
                <span className={styles.recoveryVenue}>{item.venueName}</span>
                <span className={styles.recoveryAmount}>{format(item.amount)}</span>
                <Badge tone={stateTone[item.state]}>{t(`wallet.recovery.states.${item.state}`)}</Badge>
                {item.state === 'failed' && item.message && <p className={styles.recoveryMessage}>{item.message}</p>}
              </li>
            ))}
          </ul>
        </div>
      )}
      <ConfirmModal
        open={confirming}
        onOpenChange={setConfirming}
        title={t('wallet.recovery.title')}
        confirmLabel={t('wallet.recovery.confirm')}
        onConfirm={handleConfirm}
        busy={recovery.isPending}
        testId="recovery-confirm"
      >
        <p>{t('wallet.recovery.confirmText')}</p>
      </ConfirmModal>
    </div>
  );
}
