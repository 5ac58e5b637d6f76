import { useTranslation } from '../../../i18n';
import { Badge, type BadgeTone } from '../../../ui/Badge';
import type { ModifyState } from '../api/modify';

const tone: Record<ModifyState, BadgeTone> = {
  pending: 'info',
  needMore: 'warning',
  approved: 'success',
  rejected: 'danger',
};

/** A review request's state: 审核中, 需补充资料, 已通过 or 已拒绝. */
export function ModifyStateBadge({ state }: { state: ModifyState }) {
  const { t } = useTranslation();
  return (
    <Badge tone={tone[state]} data-testid="modify-state" data-state={state}>
      {t(`memberCentre.modify.states.${state}`)}
    </Badge>
  );
}
