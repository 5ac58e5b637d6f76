import { useState } from 'react';
import { useTranslation } from '../../../i18n';
import type { Balances, VenueWallet } from '../../../shared/balances';
import { ConfirmModal } from '../../../shared/ConfirmModal';
import { toastUnhandled } from '../../../shared/failure';
import styles from '../../../shared/Money.module.css';
import { isNonZero, minorOf, useMoney } from '../../../shared/money';
import { useRequestId } from '../../../shared/useRequestId';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { Icon } from '../../../ui/Icon';
import { Spinner } from '../../../ui/Spinner';
import { EmptyState } from '../../../ui/States';
import surface from '../../../ui/Surface.module.css';
import { useOneClickIn } from '../api/oneClick';
import type { TransferResult } from '../api/transfer';
import { TransferOutcome } from './TransferOutcome';

/** Each venue's wallet with its state; 一键转入 moves the whole available centre balance into it. */
export function VenueWallets({ balances }: { balances: Balances }) {
  const { t } = useTranslation();
  const money = useMoney(balances.currency);
  const oneClickIn = useOneClickIn();
  const requestIds = useRequestId();
  const [target, setTarget] = useState<VenueWallet | null>(null);
  const [outcome, setOutcome] = useState<TransferResult | null>(null);
  const centreEmpty = minorOf(balances.centre.available) === 0n;

  const handleConfirm = async () => {
    if (!target) return;
    const requestId = requestIds.forIntent(`in:${target.venueCode}:${balances.centre.available}`);
    try {
      setOutcome(await oneClickIn.mutateAsync({ venueCode: target.venueCode, requestId }));
      requestIds.settle();
    } catch (failure) {
      requestIds.settle(failure);
      toastUnhandled(failure);
    } finally {
      setTarget(null);
    }
  };

  return (
    <section className={surface.card} data-testid="venue-wallets">
      <div className={surface.cardHead}>
        <h2 className={surface.cardTitle}>{t('wallet.venues.title')}</h2>
      </div>
      {outcome && <TransferOutcome result={outcome} format={money} />}
      {balances.venues.length === 0 ? (
        <EmptyState compact icon="game" title={t('wallet.venues.empty')} />
      ) : (
        <ul className={styles.venues}>
          {balances.venues.map((venue) => (
            <li
              key={venue.venueCode}
              className={[styles.venue, !venue.open && styles.venueClosed].filter(Boolean).join(' ')}
              data-testid="venue-wallet"
              data-venue={venue.venueCode}
              data-open={venue.open}
            >
              <div className={styles.venueHead}>
                <span className={styles.venueName}>{venue.venueName}</span>
                <Badge tone={venue.open ? 'success' : 'muted'}>
                  {t(venue.open ? 'wallet.venues.open' : 'wallet.venues.closed')}
                </Badge>
              </div>
              <strong className={styles.venueBalance} data-testid="venue-balance">
                {money(venue.balance)}
              </strong>
              {isNonZero(venue.pending) && (
                <span className={styles.pending}>{t('wallet.venues.pending', { money: money(venue.pending) })}</span>
              )}
              <Button
                variant="outline"
                size="sm"
                block
                className={styles.venueAction}
                disabled={!venue.open || centreEmpty || oneClickIn.isPending}
                title={centreEmpty ? t('wallet.venues.nothingToMove') : undefined}
                onClick={() => setTarget(venue)}
                data-testid="one-click-in"
              >
                {oneClickIn.isPending && oneClickIn.variables?.venueCode === venue.venueCode ? (
                  <Spinner />
                ) : (
                  <Icon name="transfer" />
                )}
                {t('wallet.venues.oneClickIn')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmModal
        open={target !== null}
        onOpenChange={(open) => !open && setTarget(null)}
        title={t('wallet.venues.oneClickInTitle')}
        confirmLabel={t('wallet.venues.oneClickInConfirm')}
        onConfirm={handleConfirm}
        busy={oneClickIn.isPending}
        testId="one-click-in-confirm"
      >
        <p>
          {t('wallet.venues.oneClickInText', { money: money(balances.centre.available), venue: target?.venueName })}
        </p>
      </ConfirmModal>
    </section>
  );
}
