import type { RoomView } from '@courtside/contract';
import { formatCount } from '@courtside/domain';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n';
import { useSession } from '../../../shared/sessionStore';
import { Button } from '../../../ui/Button';
import { useFollow } from '../api/room';
import styles from './AnchorCard.module.css';

/** The anchor: avatar, nick, level, followers, viewers and 关注 (a visitor is sent to log in first). */
export function AnchorCard({ room, viewers }: { room: RoomView; viewers: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const loggedIn = useSession((s) => s.loggedIn);
  const follow = useFollow(room.roomId);
  const { anchor } = room;

  const handleFollow = () => {
    if (!loggedIn) {
      navigate(`/login?fromPage=${encodeURIComponent(location.pathname)}`);
      return;
    }
    follow.mutate({ anchorId: anchor.id, follow: !anchor.following });
  };

  return (
    <section className={styles.card} data-testid="anchor-card">
      <img src={anchor.logo} alt="" width={56} height={56} className={styles.avatar} />
      <div className={styles.info}>
        <span className={styles.nick}>
          {anchor.nick} <span className={styles.level}>{t('live.room.level', { level: anchor.level })}</span>
        </span>
        <span className={styles.meta}>
          <span data-testid="anchor-followers" data-count={anchor.followers}>
            {t('live.room.followers', { count: formatCount(anchor.followers) })}
          </span>
          <span data-testid="room-viewers">{t('live.viewers', { count: formatCount(viewers) })}</span>
        </span>
        <span className={styles.title}>{room.title}</span>
        {room.description && <span className={styles.meta}>{room.description}</span>}
      </div>
      <Button
        size="sm"
        variant={anchor.following ? 'secondary' : 'primary'}
        onClick={handleFollow}
        disabled={follow.isPending}
        aria-pressed={anchor.following}
        data-testid="anchor-follow"
      >
        {anchor.following ? t('live.room.following') : t('live.room.follow')}
      </Button>
    </section>
  );
}
