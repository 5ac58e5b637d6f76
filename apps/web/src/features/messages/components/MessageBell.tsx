import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { useSession } from '../../../shared/sessionStore';
import { Icon } from '../../../ui/Icon';
import { useUnreadCount } from '../api/unread';
import styles from './MessageBell.module.css';

/**
 * The header's bell (H5 and PC): the member's unread messages, kept current by `/live` pushes, and
 * the way into the message centre. A visitor has none.
 */
export function MessageBell({ place, className }: { place: 'header' | 'topbar'; className?: string }) {
  const { t } = useTranslation();
  const loggedIn = useSession((state) => state.loggedIn);
  const unread = useUnreadCount(loggedIn);
  if (!loggedIn) return null;
  const count = unread.data?.total ?? 0;
  const label = count > 0 ? t('header.messagesUnread', { count }) : t('header.messages');
  return (
    <Link
      to="/app/messages"
      className={[className, styles.bell].filter(Boolean).join(' ')}
      aria-label={label}
      title={label}
      data-testid={`${place}-bell`}
      data-count={count}
    >
      <Icon name="bell" />
      {count > 0 && (
        <span className={styles.count} data-testid={`${place}-bell-count`} aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}
