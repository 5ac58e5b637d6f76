import type { ChatSelection } from '@courtside/contract';
import { formatDecimalOdds } from '@courtside/domain/pricing';
import { useTranslation } from '../../../i18n';
import { notify } from '../../../ui/toast';
import styles from './ChatPanel.module.css';

/**
 * Puts shared selections into the member's slip (跟单) and answers how many fit. The page hands it
 * in: the slip belongs to the sports feature, which itself shows chat in its match room.
 */
export type CopyToSlip = (legs: readonly ChatSelection[]) => number;

/** A shared bet or an anchor's pick: its selections, and 跟单. */
export function OrderCard({
  title,
  legs,
  stake,
  testId,
  action,
  onCopy,
}: {
  title: string;
  legs: readonly ChatSelection[];
  stake?: string;
  testId: string;
  action?: React.ReactNode;
  onCopy: CopyToSlip;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.order} data-testid={testId}>
      <div className={styles.orderTitle}>{title}</div>
      {legs.map((leg) => (
        <div key={`${leg.marketId}:${leg.outcome}`} className={styles.orderLeg}>
          <span className={styles.orderMatch}>
            {leg.home} vs {leg.away}
          </span>
          <span>
            {leg.marketName} · {leg.outcomeName} <strong>@{formatDecimalOdds(leg.odds)}</strong>
          </span>
        </div>
      ))}
      <div className={styles.orderFoot}>
        {stake && <span className={styles.muted}>{t('live.chat.order.stake', { stake })}</span>}
        <span className={styles.orderActions}>
          {action}
          <button
            type="button"
            className={styles.copy}
            data-testid={`${testId}-copy`}
            onClick={() => notify(onCopy(legs) > 0 ? t('live.chat.order.copied') : t('live.chat.order.full'))}
          >
            {t('live.chat.order.copy')}
          </button>
        </span>
      </div>
    </div>
  );
}
