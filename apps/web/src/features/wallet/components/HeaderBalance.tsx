import { formatMoney } from '@courtside/domain';
import { useState } from 'react';
import { useTranslation } from '../../../i18n';
import { useBalances } from '../../../shared/balances';
import { Icon } from '../../../ui/Icon';
import styles from './HeaderBalance.module.css';

/** Whether the member chose to hide the amount on this device (remembered across visits). */
export const BALANCE_HIDDEN_KEY = 'cs-balance-hidden';

const readHidden = (): boolean => {
  try {
    return localStorage.getItem(BALANCE_HIDDEN_KEY) === '1';
  } catch {
    return false;
  }
};

const writeHidden = (hidden: boolean): void => {
  try {
    if (hidden) localStorage.setItem(BALANCE_HIDDEN_KEY, '1');
    else localStorage.removeItem(BALANCE_HIDDEN_KEY);
  } catch {
    // storage unavailable (private mode): the choice lasts for this page
  }
};

/**
 * The member's centre-wallet balance in the header: tap the amount to read it again, the eye to hide
 * it. It is the wallet's cached balance, so the live socket's pushes (app/LiveSync) move it at once.
 */
export function HeaderBalance({ place }: { place: 'header' | 'topbar' }) {
  const { t } = useTranslation();
  const balances = useBalances();
  const [hidden, setHidden] = useState(readHidden);
  const refreshing = balances.isFetching;

  const toggle = () => {
    setHidden(!hidden);
    writeHidden(!hidden);
  };

  // The unit sits in the label (余额（元）), so the figure alone takes the narrow header's room.
  const figure = balances.data ? formatMoney(balances.data.centre.available) : t('header.balanceUnknown');
  const shown = hidden ? t('header.balanceHidden') : figure;
  return (
    <div className={styles.balance} data-testid={`${place}-balance`}>
      <button
        type="button"
        className={styles.amount}
        onClick={() => void balances.refetch()}
        disabled={refreshing}
        aria-busy={refreshing || undefined}
        data-testid={`${place}-balance-refresh`}
      >
        <span className={styles.label}>{t('header.balance')}</span>
        <span className={styles.value} data-testid={`${place}-balance-amount`}>
          {shown}
        </span>
        <Icon name="refresh" className={refreshing ? styles.spinning : styles.refreshIcon} />
        {/* The button's name is what it shows, then what a tap does. */}
        <span className={styles.hint}>{t('header.balanceRefreshHint')}</span>
      </button>
      <button
        type="button"
        className={styles.eye}
        onClick={toggle}
        aria-pressed={hidden}
        aria-label={t(hidden ? 'header.balanceShow' : 'header.balanceHide')}
        data-testid={`${place}-balance-eye`}
      >
        <Icon name={hidden ? 'eyeOff' : 'eye'} />
      </button>
    </div>
  );
}
