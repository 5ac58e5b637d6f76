import type { CalibrateResult, GiftRoom } from '@courtside/contract';
import { useRef, useState } from 'react';
import { useTranslation } from '../../../i18n';
import { toastUnhandled } from '../../../shared/failure';
import { useRequestId } from '../../../shared/useRequestId';
import { Note } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { Icon } from '../../../ui/Icon';
import { Skeleton } from '../../../ui/Skeleton';
import { Spinner } from '../../../ui/Spinner';
import { EmptyState, ErrorState } from '../../../ui/States';
import { useGiftCatalogue } from '../api/catalogue';
import type { CoinBalance } from '../api/coins';
import { useSendGift } from '../api/reward';
import { playGiftPush } from '../state/pushes';
import styles from './Gift.module.css';

/** How many of a gift one tap sends. */
export const GIFT_COUNTS = [1, 10, 66, 188] as const;
/** Sending the same gift again within this long continues the run of repeats (连击). */
export const COMBO_WINDOW_MS = 5_000;

const skeletons = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];

export interface GiftTrayProps {
  room: GiftRoom;
  onClose: () => void;
  balance: CoinBalance | undefined;
  permission: CalibrateResult | undefined;
  /** The member wants more coins; `shortBy` is what the chosen gift lacks. */
  onTopUp: (shortBy: number) => void;
  /** The name the member's own gifts show under in the animation. */
  selfNick: string;
}

/**
 * The gift tray, opened under the room's gift bar (the video stays in view, and so does the
 * animation of what was just sent): the coin balance with 充值, every gift with its price in 金币, how many to send,
 * and the send button. Repeating the same gift within a few seconds counts a combo, shown here and
 * carried in the send (the room's push shows it too). A send plays its animation once answered.
 */
export function GiftTray({ room, onClose, balance, permission, onTopUp, selfNick }: GiftTrayProps) {
  const { t } = useTranslation();
  const catalogue = useGiftCatalogue();
  const send = useSendGift();
  const requestIds = useRequestId();
  const [pickedId, setPickedId] = useState<number | null>(null);
  const [count, setCount] = useState<number>(GIFT_COUNTS[0]);
  const [combo, setCombo] = useState<{ giftId: number; combo: number } | null>(null);
  const lastSentAt = useRef(0);
  const gifts = catalogue.data ?? [];
  const picked = gifts.find((g) => g.giftId === pickedId) ?? gifts[0];
  const coins = balance ? Number(balance.coins) : 0;
  const cost = picked ? picked.giftPrice * count : 0;
  const blockedReason = permission && !permission.canSend ? permission.reason : null;

  const handleSend = async () => {
    if (!picked) return;
    if (cost > coins) {
      onTopUp(cost - coins);
      return;
    }
    const now = Date.now();
    const continuing = combo?.giftId === picked.giftId && now - lastSentAt.current < COMBO_WINDOW_MS;
    const nextCombo = continuing && combo ? combo.combo + 1 : 1;
    try {
      const result = await send.mutateAsync({
        ...room,
        giftId: picked.giftId,
        count,
        combo: nextCombo,
        requestId: requestIds.forIntent(`${picked.giftId}:${count}:${nextCombo}`),
      });
      requestIds.settle();
      lastSentAt.current = Date.now();
      setCombo({ giftId: picked.giftId, combo: result.combo });
      playGiftPush({
        id: `gift:${result.recordId}`,
        nick: selfNick,
        giftName: picked.giftName,
        giftIconWeb: picked.giftIconWeb,
        giftType: picked.giftType,
        count: result.count,
        combo: result.combo,
      });
    } catch (failure) {
      requestIds.settle(failure);
      toastUnhandled(failure);
    }
  };

  return (
    <section className={styles.tray} aria-label={t('gift.tray.title')} data-testid="gift-tray">
      <div className={styles.trayHead}>
        <span className={styles.muted}>{t('gift.tray.balance')}</span>
        <strong className={styles.coins} data-testid="gift-tray-coins">
          {balance ? t('gift.coins', { coins: Number(balance.coins).toLocaleString('zh-CN') }) : '--'}
        </strong>
        <Button size="sm" variant="accent" onClick={() => onTopUp(0)} data-testid="gift-tray-topup">
          {t('gift.bar.topUp')}
        </Button>
        <button type="button" className={styles.trayClose} onClick={onClose} aria-label={t('common.close')}>
          <Icon name="close" />
        </button>
      </div>
      {blockedReason && blockedReason !== 'notLoggedIn' && (
        <Note tone="warning" data-testid="gift-tray-blocked">
          {t(`gift.tray.reasons.${blockedReason}`)}
        </Note>
      )}
      {catalogue.isPending ? (
        <div className={styles.grid}>
          {skeletons.map((key) => (
            <Skeleton key={key} className={styles.giftSkeleton} />
          ))}
        </div>
      ) : catalogue.isError ? (
        <ErrorState compact title={t('gift.tray.loadFailed')} onRetry={() => void catalogue.refetch()} />
      ) : gifts.length === 0 ? (
        <EmptyState compact icon="gift" title={t('gift.tray.empty')} />
      ) : (
        <div className={styles.grid} role="radiogroup" aria-label={t('gift.tray.pick')}>
          {gifts.map((gift) => (
            // biome-ignore lint/a11y/useSemanticElements: gift tiles with artwork, not a native radio list.
            <button
              key={gift.giftId}
              type="button"
              role="radio"
              aria-checked={gift.giftId === picked?.giftId}
              className={styles.gift}
              onClick={() => setPickedId(gift.giftId)}
              data-testid={`gift-${gift.giftCode}`}
            >
              <img className={styles.giftIcon} src={gift.giftIcon} alt="" loading="lazy" />
              <span className={styles.giftName}>{gift.giftName}</span>
              <span className={styles.giftPrice}>{t('gift.tray.price', { price: gift.giftPrice })}</span>
            </button>
          ))}
        </div>
      )}
      <div className={styles.sendRow}>
        <div className={styles.counts} role="radiogroup" aria-label={t('gift.tray.count')}>
          {GIFT_COUNTS.map((n) => (
            // biome-ignore lint/a11y/useSemanticElements: compact count chips.
            <button
              key={n}
              type="button"
              role="radio"
              aria-checked={count === n}
              className={styles.count}
              onClick={() => setCount(n)}
              data-testid={`gift-count-${n}`}
            >
              {n}
            </button>
          ))}
        </div>
        {combo && combo.giftId === picked?.giftId && combo.combo > 1 && (
          <strong key={combo.combo} className={styles.comboBadge} data-testid="gift-combo">
            {t('gift.tray.combo', { combo: combo.combo })}
          </strong>
        )}
        <Button
          onClick={handleSend}
          disabled={!picked || send.isPending || blockedReason !== null}
          aria-busy={send.isPending}
          data-testid="gift-send"
        >
          {send.isPending && <Spinner />}
          {t('gift.tray.send')}
        </Button>
      </div>
      {picked && cost > coins && balance && (
        <Note tone="warning" data-testid="gift-short">
          {t('gift.tray.short', { coins: (cost - coins).toLocaleString('zh-CN') })}
        </Note>
      )}
    </section>
  );
}
