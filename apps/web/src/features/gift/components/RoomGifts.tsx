import type { GiftRoom } from '@courtside/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n';
import { requireLogin } from '../../../shared/modals/requireLogin';
import { useSession } from '../../../shared/sessionStore';
import { Button } from '../../../ui/Button';
import { Icon } from '../../../ui/Icon';
import { useCoinBalance } from '../api/coins';
import { useGiftPermission } from '../api/reward';
import styles from './Gift.module.css';
import { GiftAnimationOverlay } from './GiftAnimationOverlay';
import { GiftTray } from './GiftTray';
import { TopUpSheet } from './TopUpSheet';

/**
 * A room's gift bar: the member's coins, 充值 and 送礼, which opens the tray under it; the room's
 * gift animations play over the page. A visitor's tap on 送礼 gets the warm-reminder login prompt.
 * The tray closes when `closeOn` changes (the room's tab the member was on is left) and when the
 * browser tab is left, so it is never found open over a panel it does not belong to.
 */
export function RoomGifts({ room, closeOn }: { room: GiftRoom; closeOn?: string }) {
  const { t } = useTranslation();
  const loggedIn = useSession((s) => s.loggedIn);
  const balance = useCoinBalance(loggedIn);
  const permission = useGiftPermission(room, loggedIn);
  const [trayOpen, setTrayOpen] = useState(false);
  const [topUp, setTopUp] = useState<{ shortBy: number } | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: closeOn is the trigger, not a value read.
  useEffect(() => {
    setTrayOpen(false);
  }, [closeOn]);
  useEffect(() => {
    const leave = () => {
      if (document.visibilityState === 'hidden') setTrayOpen(false);
    };
    document.addEventListener('visibilitychange', leave);
    return () => document.removeEventListener('visibilitychange', leave);
  }, []);

  const handleOpenTray = () => {
    if (!requireLogin()) return;
    setTrayOpen((open) => !open);
  };
  const handleTopUp = (shortBy: number) => {
    if (!requireLogin()) return;
    setTopUp({ shortBy });
  };

  return (
    <div className={styles.room} data-testid="room-gifts">
      <div className={styles.bar}>
        {loggedIn && balance.data && (
          <span className={styles.barCoins} data-testid="gift-bar-coins">
            <Icon name="sparkle" />
            {t('gift.bar.balance', { coins: Number(balance.data.coins).toLocaleString('zh-CN') })}
          </span>
        )}
        {loggedIn && (
          <Button size="sm" variant="outline" onClick={() => handleTopUp(0)} data-testid="gift-bar-topup">
            {t('gift.bar.topUp')}
          </Button>
        )}
        <Button
          size="sm"
          variant="accent"
          onClick={handleOpenTray}
          aria-expanded={trayOpen}
          data-testid="gift-open"
          className={styles.barSend}
        >
          <Icon name="gift" />
          {t('gift.bar.send')}
        </Button>
      </div>
      {trayOpen && loggedIn && (
        <GiftTray
          room={room}
          onClose={() => setTrayOpen(false)}
          balance={balance.data}
          permission={permission.data}
          onTopUp={handleTopUp}
          selfNick={t('gift.rank.me')}
        />
      )}
      {topUp && balance.data && (
        <TopUpSheet
          open
          onOpenChange={(open) => !open && setTopUp(null)}
          balance={balance.data}
          shortBy={topUp.shortBy}
        />
      )}
      <GiftAnimationOverlay />
    </div>
  );
}
