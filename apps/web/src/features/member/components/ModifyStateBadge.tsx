import { useTranslation } from 'react-i18next';
import type { ModifyState } from '../api/modify';
import styles from '../Member.module.css';

const tone: Record<ModifyState, string | undefined> = {
  pending: styles.badgeInfo,
  needMore: styles.badgeWarning,
  approved: styles.badgeSuccess,
  rejected: styles.badgeDanger,
};

/** A review request's state: 审核中, 需补充资料, 已通过 or 已拒绝. */
export function ModifyStateBadge({ state }: { state: ModifyState }) {
  const { t } = useTranslation();
  return (
    <span
      className={[styles.badge, tone[state]].filter(Boolean).join(' ')}
      data-testid="modify-state"
      data-state={state}
    >
      {t(`memberCentre.modify.states.${state}`)}
    </span>
  );
}
