import { useTranslation } from '../../../i18n';
import { dayLabel } from '../format';

/** 合作期: from its first day, to its last when it has one. */
export function Period({
  startsOn,
  endsOn,
  className,
}: {
  startsOn: string;
  endsOn: string | null;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <span className={className}>
      {endsOn
        ? t('sponsor.period', { from: dayLabel(startsOn), to: dayLabel(endsOn) })
        : t('sponsor.periodOpen', { from: dayLabel(startsOn) })}
    </span>
  );
}
