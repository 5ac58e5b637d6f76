import { toMinorUnits } from '@courtside/domain';
import { useState } from 'react';
import { useTranslation } from '../../../i18n';
import { ConfirmModal } from '../../../shared/ConfirmModal';
import { minorOf, useMoney } from '../../../shared/money';
import { useConfirmedMove } from '../../../shared/useConfirmedMove';
import { Note } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { Modal } from '../../../ui/Modal';
import { notify } from '../../../ui/toast';
import { type BuyCoinsResult, type CoinBalance, useBuyCoins } from '../api/coins';
import styles from './Gift.module.css';

/** The coin packs offered; any whole number is accepted by the server, these are the usual buys. */
export const COIN_PACKS = [100, 500, 1_000, 5_000, 10_000] as const;

export interface TopUpSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  balance: CoinBalance;
  /** The coins the member lacks for what they wanted to send, to preselect a pack that covers it. */
  shortBy?: number;
}

/** 充值: buys gold coins from the centre wallet at the operator's price, after the member confirms. */
export function TopUpSheet({ open, onOpenChange, balance, shortBy = 0 }: TopUpSheetProps) {
  const { t } = useTranslation();
  const money = useMoney(balance.currency);
  const buy = useBuyCoins();
  const covering: number = COIN_PACKS.find((pack) => pack >= shortBy) ?? COIN_PACKS[COIN_PACKS.length - 1]!;
  const [picked, setPicked] = useState<number>(covering);
  const priceMinor = balance.coinPrice === null ? null : toMinorUnits(balance.coinPrice);
  const costOf = (coins: number) => (priceMinor === null ? 0n : priceMinor * BigInt(coins));
  const centre = minorOf(balance.centreAvailable);

  const { pendingConfirm, setPendingConfirm, handleConfirm } = useConfirmedMove<number, BuyCoinsResult>({
    send: async (coins, requestId) => {
      const result = await buy.mutateAsync({ coins, requestId });
      notify(t('gift.topUp.done', { coins: result.coinBalance, money: money(result.centreAvailable) }));
      return result;
    },
    intentOf: (coins) => `coins:${coins}`,
    onSent: () => onOpenChange(false),
  });

  return (
    <>
      <Modal
        open={open && pendingConfirm === null}
        onOpenChange={onOpenChange}
        title={t('gift.topUp.title')}
        closeLabel={t('common.close')}
        testId="gift-topup"
      >
        {priceMinor === null ? (
          <Note tone="warning">{t('gift.topUp.unavailable')}</Note>
        ) : (
          <div className={styles.topUp}>
            <p className={styles.muted}>
              {t('gift.topUp.price', { money: money(balance.coinPrice ?? '0') })}
              {' · '}
              <span data-testid="gift-topup-centre">
                {t('gift.topUp.centre', { money: money(balance.centreAvailable) })}
              </span>
            </p>
            <div className={styles.packs} role="radiogroup" aria-label={t('gift.topUp.title')}>
              {COIN_PACKS.map((coins) => {
                const cost = costOf(coins);
                return (
                  // biome-ignore lint/a11y/useSemanticElements: a grid of big choice tiles, not a native radio list.
                  <button
                    key={coins}
                    type="button"
                    role="radio"
                    aria-checked={picked === coins}
                    className={styles.pack}
                    disabled={cost > centre}
                    onClick={() => setPicked(coins)}
                    data-testid={`gift-pack-${coins}`}
                  >
                    <strong>{t('gift.topUp.pack', { coins: coins.toLocaleString('zh-CN') })}</strong>
                    <span className={styles.muted}>{t('gift.topUp.cost', { money: money(cost) })}</span>
                  </button>
                );
              })}
            </div>
            {costOf(picked) > centre && <Note tone="warning">{t('gift.topUp.overBalance')}</Note>}
            <Button
              block
              disabled={costOf(picked) > centre || buy.isPending}
              onClick={() => setPendingConfirm(picked)}
              data-testid="gift-topup-submit"
            >
              {t('gift.topUp.submit')}
            </Button>
          </div>
        )}
      </Modal>
      <ConfirmModal
        open={pendingConfirm !== null}
        onOpenChange={(next) => !next && setPendingConfirm(null)}
        title={t('gift.topUp.confirmTitle')}
        confirmLabel={t('gift.topUp.confirmOk')}
        onConfirm={handleConfirm}
        busy={buy.isPending}
        testId="gift-topup-confirm"
      >
        {pendingConfirm !== null && (
          <p>
            {t('gift.topUp.confirm', {
              money: money(costOf(pendingConfirm)),
              coins: pendingConfirm.toLocaleString('zh-CN'),
            })}
          </p>
        )}
      </ConfirmModal>
    </>
  );
}
