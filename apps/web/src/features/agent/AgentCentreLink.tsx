import { Link } from 'react-router';
import { useTranslation } from '../../i18n';
import { Icon } from '../../ui/Icon';
import { useIsAgent } from './api';

/** The member centre's shortcut to 代理中心, shown to agents only. */
export function AgentCentreLink({
  className,
  iconClassName,
}: {
  className: string | undefined;
  iconClassName: string | undefined;
}) {
  const { t } = useTranslation();
  const status = useIsAgent();
  if (!status.data?.isAgent) return null;
  return (
    <Link to="/app/agent" className={className} data-testid="member-agent">
      <span className={iconClassName}>
        <Icon name="user" />
      </span>
      {t('memberCentre.home.agent')}
    </Link>
  );
}
