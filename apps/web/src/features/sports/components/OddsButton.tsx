import type { OutcomeView } from '@courtside/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n';
import { Icon } from '../../../ui/Icon';
import { formatOdds, useOddsFormat } from '../api/oddsFormat';
import styles from '../Sports.module.css';

const FLASH_MS = 2_400;

/**
 * One outcome's price. A price that moves flashes green (up) or red (down) for a moment; a market
 * that is not open shows a lock instead of a price. Without `onPick` it is a price to read, not a
 * button.
 */
export function OddsButton({
  outcome,
  label,
  open,
  picked = false,
  onPick,
}: {
  outcome: OutcomeView;
  label?: string;
  open: boolean;
  /** On the bet slip now. */
  picked?: boolean;
  onPick?: () => void;
}) {
  const { t } = useTranslation();
  const format = useOddsFormat();
  const previous = useRef(outcome.odds);
  const [flash, setFlash] = useState<'up' | 'down' | null>(null);
  useEffect(() => {
    if (outcome.odds === previous.current) return;
    setFlash(outcome.odds > previous.current ? 'up' : 'down');
    previous.current = outcome.odds;
    const timer = setTimeout(() => setFlash(null), FLASH_MS);
    return () => clearTimeout(timer);
  }, [outcome.odds]);
  const priced = open && outcome.odds > 0;
  const className = [styles.odds, flash && styles[flash], picked && styles.picked].filter(Boolean).join(' ');
  const text = `${label ?? outcome.name} ${priced ? formatOdds(outcome.odds, format) : t('sports.locked')}`;
  const content = (
    <>
      {label && <span className={styles.oddsLabel}>{label}</span>}
      <span className={styles.oddsValue}>{priced ? formatOdds(outcome.odds, format) : <Icon name="lock" />}</span>
    </>
  );
  const data = { 'data-testid': 'odds-button', 'data-flash': flash ?? undefined, 'data-odds': outcome.odds };
  if (!onPick) {
    return (
      <span className={`${className} ${styles.oddsStatic}`} title={text} {...data}>
        {content}
      </span>
    );
  }
  return (
    <button
      type="button"
      className={className}
      onClick={onPick}
      disabled={!priced}
      aria-label={text}
      aria-pressed={picked}
      {...data}
    >
      {content}
    </button>
  );
}
